package dev.stretchy.spec;

/** Where the velocity deformation is applied. */
public enum VelocityMode implements Worded {
    MATERIAL, SCENE_COMPONENT
}
