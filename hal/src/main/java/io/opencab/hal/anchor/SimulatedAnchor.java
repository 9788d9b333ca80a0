package io.opencab.hal.anchor;

/**
 * The rollback anchor of a PC (hal.anchor=simulated): a counter file that must lie outside the data
 * directory (the cabinet checks it), so that putting the data directory back from a copy leaves it
 * ahead. It is a file like any other: whoever restores it too, or edits it, defeats it. It says so in
 * every message (docs/hal.md).
 */
public final class SimulatedAnchor extends FileAnchor {
    static final String HEADER = "OpenCab rollback anchor SIMULATED 1";

    /** Opens the counter at {@code config.path()}, creating it at 0 on first use (a simulation may). */
    public SimulatedAnchor(AnchorConfig config) {
        super(new CounterFile(config.path(), HEADER));
        if (!file.exists()) {
            file.create();
        }
    }

    @Override
    public String describe() {
        return "SIMULATED anchor " + file.file() + " (a file outside the data directory, not a hardware counter)";
    }
}
