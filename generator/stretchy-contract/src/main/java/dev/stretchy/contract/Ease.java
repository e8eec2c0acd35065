package dev.stretchy.contract;

/** How an impact squash recovers (math spec section 5). */
public enum Ease implements Worded {
    EXPONENTIAL, SPRING
}
