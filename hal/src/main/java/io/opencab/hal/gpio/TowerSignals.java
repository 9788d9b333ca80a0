package io.opencab.hal.gpio;

/**
 * The two signals every tower light holds, service call and handpay, read back as they were set (docs/hal.md). An
 * implementation shows them on its lamps in {@link #show}, which runs under the same lock as the change.
 */
public abstract class TowerSignals implements TowerLight {
    private boolean serviceCall;
    private boolean handpay;

    @Override
    public final synchronized void serviceCall(boolean on) {
        serviceCall = on;
        show();
    }

    @Override
    public final synchronized void handpay(boolean on) {
        handpay = on;
        show();
    }

    @Override
    public final synchronized boolean serviceCall() {
        return serviceCall;
    }

    @Override
    public final synchronized boolean handpay() {
        return handpay;
    }

    /** Shows the signals now held ({@link #tier}); called with the light's lock held, after every change. */
    protected abstract void show();

    /** Both signals off, as at start (a simulated light's close). */
    protected final synchronized void clear() {
        serviceCall = false;
        handpay = false;
    }
}
