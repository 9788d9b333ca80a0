package io.opencab.hal.gpio.sim;

import io.opencab.hal.gpio.TowerSignals;

/** A simulated tower light: remembers the signals so a UI can draw the candle. Off at start and close. */
public final class SimTowerLight extends TowerSignals {
    @Override
    protected void show() {
        // Nothing to drive: a UI reads the signals back.
    }

    @Override
    public void close() {
        clear();
    }
}
