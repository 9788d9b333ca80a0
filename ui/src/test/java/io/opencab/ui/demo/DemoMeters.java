package io.opencab.ui.demo;

import io.opencab.ui.port.Meters;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * TEST / DEMO ONLY: the demo cabinet's meters in memory (master, period, per game), by SAS-like code.
 * Not thread-safe: {@link DemoCabinet} calls it under its own lock.
 */
final class DemoMeters {
    private final Map<String, long[]> master = new LinkedHashMap<>();
    private final Map<String, long[]> period = new LinkedHashMap<>();
    private final Map<String, Map<String, long[]>> perGame = new LinkedHashMap<>();
    private final Map<String, String> names = new HashMap<>();
    private final Map<String, Boolean> creditMeters = new HashMap<>();

    /** Adds {@code v} to a cabinet meter (master and period) and to the game's own. */
    void add(String game, String code, String name, long v, boolean isCredits) {
        add(code, name, v, isCredits);
        perGame.computeIfAbsent(game, k -> new LinkedHashMap<>()).computeIfAbsent(code, k -> new long[1])[0] += v;
    }

    /** Adds {@code v} to a cabinet meter, master and period. */
    void add(String code, String name, long v, boolean isCredits) {
        master.computeIfAbsent(code, k -> new long[1])[0] += v;
        period.computeIfAbsent(code, k -> new long[1])[0] += v;
        names.put(code, name);
        creditMeters.put(code, isCredits);
    }

    void clearPeriod() {
        period.clear();
    }

    void clearAll() {
        master.clear();
        period.clear();
        perGame.clear();
    }

    long master(String code) {
        long[] v = master.get(code);
        return v == null ? 0 : v[0];
    }

    /** The attendant's view, with the credit meter and the further tables after master and period. */
    Meters view(long credits, long billCount) {
        Map<String, List<Meters.MeterRow>> g = new LinkedHashMap<>();
        perGame.forEach((id, m) -> g.put(id, rows(m)));
        List<Meters.MeterRow> masterRows = new ArrayList<>(rows(master));
        masterRows.add(new Meters.MeterRow("000C", "Current credits", credits, true));
        return new Meters(masterRows, rows(period), g, DemoMeterTables.of(billCount, master("000B")));
    }

    private List<Meters.MeterRow> rows(Map<String, long[]> m) {
        List<Meters.MeterRow> rows = new ArrayList<>();
        m.entrySet().stream().sorted(Map.Entry.comparingByKey()).forEach(e -> rows.add(
                new Meters.MeterRow(e.getKey(), names.get(e.getKey()), e.getValue()[0], creditMeters.get(e.getKey()))));
        return rows;
    }
}
