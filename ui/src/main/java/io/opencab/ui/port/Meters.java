package io.opencab.ui.port;

import java.util.List;
import java.util.Map;

/**
 * The meters as the attendant pages show them.
 *
 * @param master  lifetime meters (cleared only by RAM clear)
 * @param period  period meters (cleared by the attendant's period clear)
 * @param perGame each game's meters, by game id, in display order
 */
public record Meters(List<MeterRow> master, List<MeterRow> period, Map<String, List<MeterRow>> perGame) {
    public Meters {
        master = List.copyOf(master);
        period = List.copyOf(period);
        perGame = java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(perGame));
    }

    /**
     * One meter line.
     *
     * @param code     the SAS meter code, or empty when it has none
     * @param name     what it counts
     * @param value    credits or a count
     * @param credits  true when {@code value} is credits (shown with its currency value too)
     */
    public record MeterRow(String code, String name, long value, boolean credits) {
    }
}
