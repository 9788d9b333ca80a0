package io.opencab.hal.anchor;

/** Opens the rollback anchor the configuration names (never a simulation in place of a real one). */
public final class Anchors {
    private Anchors() {
    }

    /** The anchor, or null when none is fitted (hal.anchor=none). */
    public static RollbackCounter open(AnchorConfig config) {
        return switch (config.mode()) {
            case REAL -> new SecondDeviceAnchor(config);
            case SIMULATED -> new SimulatedAnchor(config);
            case NONE -> null;
        };
    }
}
