package io.opencab.hal.gpio.sim;

import io.opencab.hal.gpio.TowerLight;

/** A simulated tower light: remembers the signals so a UI can draw the candle. Off at start and close. */
public final class SimTowerLight implements TowerLight {
    private boolean serviceCall;
    private boolean handpay;

    @Override
    public synchronized void serviceCall(boolean on) {
        serviceCall = on;
    }

    @Override
    public synchronized void handpay(boolean on) {
        handpay = on;
    }

    @Override
    public synchronized boolean serviceCall() {
        return serviceCall;
    }

    @Override
    public synchronized boolean handpay() {
        return handpay;
    }

    @Override
    public synchronized void close() {
        serviceCall = false;
        handpay = false;
    }
}
