package io.opencab.hal.gpio;

import io.opencab.hal.Bounds;
import io.opencab.hal.HalException;
import java.time.Duration;

/** Tower light wiring: one output per tier and the blink period (one full on+off cycle). */
public record TowerLightConfig(OutputPin top, OutputPin bottom, Duration blinkPeriod) {
    public static final Bounds BLINK_MS = GpioChecks.BLINK_MS;

    public TowerLightConfig {
        if (top == null || bottom == null) {
            throw new HalException("tower light: both tier pins are required");
        }
        if (top.bcm() == bottom.bcm()) {
            throw new HalException("tower light: both tiers on BCM " + top.bcm());
        }
        GpioChecks.duration("tower light blink period", blinkPeriod, BLINK_MS);
    }

    /** Default wiring (docs/hal.md): top BCM 25, bottom BCM 26, off at start and shutdown, 1 s blink. */
    public static TowerLightConfig defaults() {
        return new TowerLightConfig(OutputPin.lamp(25), OutputPin.lamp(26), Duration.ofSeconds(1));
    }
}
