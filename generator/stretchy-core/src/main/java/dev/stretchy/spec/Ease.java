package dev.stretchy.spec;

/** How an impact squash recovers (math spec section 5). */
public enum Ease implements Worded {
    EXPONENTIAL, SPRING
}
