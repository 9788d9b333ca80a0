package io.opencab.hal.gpio.pi4j;

import io.opencab.hal.gpio.OutputPin;
import io.opencab.hal.gpio.TowerLightConfig;
import io.opencab.hal.gpio.TowerSignals;
import java.util.EnumMap;
import java.util.Map;
import java.util.Objects;

/** The tower light on two Pi4J digital outputs. */
public final class Pi4jTowerLight extends TowerSignals {
    private final LampBank<Tier> tiers;
    private final Pi4jGpio.Ticking ticking;

    public Pi4jTowerLight(Pi4jGpio gpio, TowerLightConfig config) {
        Objects.requireNonNull(gpio, "gpio");
        Map<Tier, OutputPin> pins = new EnumMap<>(Tier.class);
        pins.put(Tier.TOP, config.top());
        pins.put(Tier.BOTTOM, config.bottom());
        this.tiers = new LampBank<>(gpio, Tier.class, "tower", pins, config.blinkPeriod());
        this.ticking = gpio.register(tiers);
    }

    @Override
    protected void show() {
        for (Tier t : Tier.values()) {
            tiers.set(t, tier(t));
        }
    }

    @Override
    public void close() {
        if (ticking.end()) {
            tiers.close();
        }
    }
}
