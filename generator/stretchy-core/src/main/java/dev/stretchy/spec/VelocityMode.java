package dev.stretchy.spec;

import dev.stretchy.contract.Worded;

/** Where the velocity deformation is applied. */
public enum VelocityMode implements Worded {
    MATERIAL, SCENE_COMPONENT
}
