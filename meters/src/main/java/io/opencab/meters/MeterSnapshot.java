package io.opencab.meters;

import java.util.Collections;
import java.util.EnumMap;
import java.util.Map;
import java.util.TreeMap;

/**
 * Every meter at one moment, by scope and store key (SAS code where one exists), plus the
 * per-game meters. A missing key reads as 0 (a bill value never inserted, a door never opened).
 */
public record MeterSnapshot(Map<Scope, Map<String, Long>> meters, Map<Scope, Map<String, Map<String, Long>>> gameMeters) {

    public MeterSnapshot {
        EnumMap<Scope, Map<String, Long>> m = new EnumMap<>(Scope.class);
        meters.forEach((s, v) -> m.put(s, Collections.unmodifiableMap(new TreeMap<>(v))));
        meters = Collections.unmodifiableMap(m);
        EnumMap<Scope, Map<String, Map<String, Long>>> g = new EnumMap<>(Scope.class);
        gameMeters.forEach((s, games) -> {
            TreeMap<String, Map<String, Long>> copy = new TreeMap<>();
            games.forEach((id, v) -> copy.put(id, Collections.unmodifiableMap(new TreeMap<>(v))));
            g.put(s, Collections.unmodifiableMap(copy));
        });
        gameMeters = Collections.unmodifiableMap(g);
    }

    public long get(Scope scope, Meter meter) {
        return get(scope, meter.key());
    }

    /** Lifetime (master) value of {@code meter}. */
    public long get(Meter meter) {
        return get(Scope.LIFETIME, meter.key());
    }

    public long get(Scope scope, String key) {
        return meters.getOrDefault(scope, Map.of()).getOrDefault(key, 0L);
    }

    /** Bills of {@code valueCents} accepted (SAS 0040-0057). */
    public long billCount(Scope scope, long valueCents) {
        return get(scope, BillDenominations.key(valueCents));
    }

    public long doorOpenings(Scope scope, String door) {
        return get(scope, Meter.doorKey(door));
    }

    public long game(Scope scope, String gameId, GameMeter meter) {
        return gameMeters.getOrDefault(scope, Map.of()).getOrDefault(gameId, Map.of()).getOrDefault(meter.key(), 0L);
    }

    /** Credits on the credit meter (000C). */
    public long credits() {
        return get(Scope.LIFETIME, Meter.CURRENT_CREDITS);
    }
}
