package io.opencab.ui.port;

import java.util.List;
import java.util.Map;

/**
 * The meters as the attendant pages show them.
 *
 * @param master  lifetime meters (cleared only by RAM clear)
 * @param period  period meters (cleared by the attendant's period clear)
 * @param perGame each game's meters, by game id, in display order
 * @param tables  the other meters the store keeps, table by table
 */
public record Meters(List<MeterRow> master, List<MeterRow> period, Map<String, List<MeterRow>> perGame,
                     List<Table> tables) {
    public Meters {
        master = List.copyOf(master);
        period = List.copyOf(period);
        perGame = java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(perGame));
        tables = List.copyOf(tables);
    }

    public Meters(List<MeterRow> master, List<MeterRow> period, Map<String, List<MeterRow>> perGame) {
        this(master, period, perGame, List.of());
    }

    /**
     * A further meter table shown after master and period (issue 24 item 7: since power-up and door
     * close, bills by denomination, door openings, handpays).
     *
     * @param id      for tests: {@code meters-<id>}
     * @param heads   one column head per value of each line
     */
    public record Table(String id, String title, List<String> heads, List<Line> lines) {
        public Table {
            heads = List.copyOf(heads);
            lines = List.copyOf(lines);
        }
    }

    /** A line of a {@link Table}: one value per head; {@code credits} as in {@link MeterRow}. */
    public record Line(String code, String name, List<Long> values, boolean credits) {
        public Line {
            values = List.copyOf(values);
        }
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
