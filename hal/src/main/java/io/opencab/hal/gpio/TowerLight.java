package io.opencab.hal.gpio;

/**
 * The tower light (candle) on top of the cabinet, two tiers. What the tiers show is decided here so every
 * caller signals the same way (docs/hal.md): service call = top tier on; handpay = top tier blinking and
 * bottom tier on (a handpay also needs an attendant, and blinking distinguishes it from a service call).
 */
public interface TowerLight extends AutoCloseable {
    enum Tier { TOP, BOTTOM }

    void serviceCall(boolean on);

    void handpay(boolean on);

    boolean serviceCall();

    boolean handpay();

    /** What a tier currently shows, derived from the two signals. */
    default LampMode tier(Tier tier) {
        return switch (tier) {
            case TOP -> handpay() ? LampMode.BLINK : serviceCall() ? LampMode.ON : LampMode.OFF;
            case BOTTOM -> handpay() ? LampMode.ON : LampMode.OFF;
        };
    }

    @Override
    void close();
}
