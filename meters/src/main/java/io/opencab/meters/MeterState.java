package io.opencab.meters;

import io.opencab.meters.MeterException.Kind;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.EnumMap;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * A transaction's working copy of every meter row: loaded with each row's MAC checked (a
 * corrupt row is never re-signed with a new value), moved in memory, and written back row by
 * row before the commit. Values roll over modulo {@link MeterStore#ROLLOVER}.
 */
final class MeterState {
    /** The meter rows' writes; both tables take value and MAC first, then the row's key. */
    private static final String INSERT_METER = "INSERT INTO meter (value, mac, scope, code) VALUES (?, ?, ?, ?)";
    private static final String UPDATE_METER = "UPDATE meter SET value = ?, mac = ? WHERE scope = ? AND code = ?";
    private static final String INSERT_GAME_METER =
        "INSERT INTO game_meter (value, mac, scope, game_id, code) VALUES (?, ?, ?, ?, ?)";
    private static final String UPDATE_GAME_METER =
        "UPDATE game_meter SET value = ?, mac = ? WHERE scope = ? AND game_id = ? AND code = ?";

    private final EnumMap<Scope, TreeMap<String, Long>> meters = new EnumMap<>(Scope.class);
    private final EnumMap<Scope, TreeMap<String, TreeMap<String, Long>>> games = new EnumMap<>(Scope.class);
    private final Set<Row> dirty = new LinkedHashSet<>();
    private final Set<Row> fresh = new LinkedHashSet<>();

    /** A meter row ({@code game} null) or a game meter row, as {@link #flush} writes it. */
    private record Row(Scope scope, String game, String code) {
        @Override
        public String toString() {
            return (game == null ? "m|" : "g|") + scope + "|" + (game == null ? "" : game + "|") + code;
        }
    }

    private MeterState() {
        for (Scope s : Scope.values()) {
            meters.put(s, new TreeMap<>());
            games.put(s, new TreeMap<>());
        }
    }

    /** The rows of a brand-new store: every fixed meter at 0. */
    static MeterState initial() {
        MeterState m = new MeterState();
        for (Scope s : Scope.values()) {
            for (Meter meter : Meter.values()) {
                if (meter != Meter.CURRENT_CREDITS || s == Scope.LIFETIME) {
                    m.meters.get(s).put(meter.key(), 0L);
                    m.mark(true, s, null, meter.key());
                }
            }
        }
        return m;
    }

    /** Loads and checks every meter row. */
    static MeterState load(Ctx ctx) throws SQLException {
        MeterState m = new MeterState();
        PreparedStatement p = ctx.db().ps("SELECT scope, code, value, mac FROM meter");
        try (ResultSet r = p.executeQuery()) {
            while (r.next()) {
                String scope = r.getString(1);
                String code = r.getString(2);
                long value = r.getLong(3);
                if (!ctx.mac().matches(r.getBytes(4), "meter", scope, code, value)) {
                    throw ctx.corrupt("meter " + code + " (" + scope + ") fails its MAC");
                }
                m.meters.get(scope(ctx, scope)).put(code, checkRange(ctx, code, value));
            }
        }
        p = ctx.db().ps("SELECT scope, game_id, code, value, mac FROM game_meter");
        try (ResultSet r = p.executeQuery()) {
            while (r.next()) {
                String scope = r.getString(1);
                String game = r.getString(2);
                String code = r.getString(3);
                long value = r.getLong(4);
                if (!ctx.mac().matches(r.getBytes(5), "game_meter", scope, game, code, value)) {
                    throw ctx.corrupt("game meter " + code + " of " + game + " (" + scope + ") fails its MAC");
                }
                m.games.get(scope(ctx, scope)).computeIfAbsent(game, g -> new TreeMap<>()).put(code, checkRange(ctx, code, value));
            }
        }
        for (Scope s : Scope.values()) {
            for (Meter meter : Meter.values()) {
                boolean expected = meter != Meter.CURRENT_CREDITS || s == Scope.LIFETIME;
                if (expected && !m.meters.get(s).containsKey(meter.key())) {
                    throw ctx.corrupt("meter row " + meter.key() + " (" + s + ") is missing");
                }
            }
        }
        return m;
    }

    private static Scope scope(Ctx ctx, String name) {
        try {
            return Scope.valueOf(name);
        } catch (IllegalArgumentException e) {
            throw ctx.corrupt("meter row has unknown scope '" + name + "'");
        }
    }

    private static long checkRange(Ctx ctx, String code, long value) {
        if (value < 0 || value >= MeterStore.ROLLOVER) {
            throw ctx.corrupt("meter " + code + " holds " + value + ", outside 0.." + (MeterStore.ROLLOVER - 1));
        }
        return value;
    }

    /** Rows held (meter + game_meter), compared with the count the state row keeps. */
    int rowCount() {
        int n = 0;
        for (Scope s : Scope.values()) {
            n += meters.get(s).size();
            for (Map<String, Long> g : games.get(s).values()) {
                n += g.size();
            }
        }
        return n;
    }

    long get(Scope scope, String key) {
        return meters.get(scope).getOrDefault(key, 0L);
    }

    /** The sum of {@code meter} over every game in {@code scope} (a game without the row counts 0). */
    long gameSum(Scope scope, GameMeter meter) {
        long sum = 0;
        for (Map<String, Long> row : games.get(scope).values()) {
            sum += row.getOrDefault(meter.key(), 0L);
        }
        return sum;
    }

    long get(Meter meter) {
        return get(Scope.LIFETIME, meter.key());
    }

    long credits() {
        return get(Meter.CURRENT_CREDITS);
    }

    /** Adds {@code delta} to {@code key} in every scope, rolling over. */
    void add(String key, long delta) {
        if (key.equals(Meter.CURRENT_CREDITS.key())) {
            throw new IllegalArgumentException("the credit meter is set through credits(), not add()");
        }
        for (Scope s : Scope.values()) {
            TreeMap<String, Long> row = meters.get(s);
            boolean isNew = !row.containsKey(key);
            row.put(key, roll(row.getOrDefault(key, 0L) + delta));
            mark(isNew, s, null, key);
        }
    }

    void add(Meter meter, long delta) {
        add(meter.key(), delta);
    }

    void addGame(String gameId, GameMeter meter, long delta) {
        for (Scope s : Scope.values()) {
            TreeMap<String, Long> row = games.get(s).computeIfAbsent(gameId, g -> new TreeMap<>());
            if (!row.containsKey(meter.key())) {
                // A game's meters appear together, all at 0, the first time it is played.
                for (GameMeter gm : GameMeter.values()) {
                    row.put(gm.key(), 0L);
                    mark(true, s, gameId, gm.key());
                }
            }
            row.put(meter.key(), roll(row.get(meter.key()) + delta));
            mark(false, s, gameId, meter.key());
        }
    }

    /** Sets the credit meter; it is a balance and never rolls over. */
    void credits(long value) {
        if (value < 0 || value >= MeterStore.ROLLOVER) {
            throw new MeterException(Kind.INVALID_ARGUMENT, "the credit meter would become " + value
                + ", outside 0.." + (MeterStore.ROLLOVER - 1));
        }
        meters.get(Scope.LIFETIME).put(Meter.CURRENT_CREDITS.key(), value);
        mark(false, Scope.LIFETIME, null, Meter.CURRENT_CREDITS.key());
    }

    /**
     * Sets a balance kept in the lifetime scope only (the promotional credits beside the credit meter, {@link Kinds});
     * like the credit meter it never rolls over.
     */
    void balance(String key, long value) {
        if (value < 0 || value >= MeterStore.ROLLOVER) {
            throw new MeterException(Kind.INVALID_ARGUMENT, "balance " + key + " would become " + value
                + ", outside 0.." + (MeterStore.ROLLOVER - 1));
        }
        boolean isNew = !meters.get(Scope.LIFETIME).containsKey(key);
        meters.get(Scope.LIFETIME).put(key, value);
        mark(isNew, Scope.LIFETIME, null, key);
    }

    /** Sets every meter of {@code scope} to 0 (power-up, door close, period clear). */
    void clear(Scope scope) {
        if (scope == Scope.LIFETIME) {
            throw new IllegalArgumentException("lifetime meters are cleared only by RAM clear");
        }
        meters.get(scope).replaceAll((k, v) -> {
            if (v != 0) {
                mark(false, scope, null, k);
            }
            return 0L;
        });
        games.get(scope).forEach((game, row) -> row.replaceAll((k, v) -> {
            if (v != 0) {
                mark(false, scope, game, k);
            }
            return 0L;
        }));
    }

    /** For tests of rollover only: sets a lifetime meter directly (package-private on purpose). */
    void setRaw(Scope scope, String key, long value) {
        boolean isNew = !meters.get(scope).containsKey(key);
        meters.get(scope).put(key, value);
        mark(isNew, scope, null, key);
    }

    static long roll(long v) {
        return Math.floorMod(v, MeterStore.ROLLOVER);
    }

    private void mark(boolean isNew, Scope scope, String game, String code) {
        Row id = new Row(scope, game, code);
        if (isNew) {
            fresh.add(id);
        }
        dirty.add(id);
    }

    /** Writes every changed row with its new MAC; returns how many rows were added. */
    int flush(Ctx ctx) throws SQLException {
        int added = 0;
        for (Row id : dirty) {
            boolean isNew = fresh.contains(id);
            write(ctx, id, isNew);
            if (isNew) {
                added++;
            }
        }
        dirty.clear();
        fresh.clear();
        return added;
    }

    /**
     * One changed row, inserted or updated: value and MAC first, then the row's key (scope, the game of a game
     * meter, code), which is also what its MAC covers after the table's name.
     */
    private void write(Ctx ctx, Row id, boolean isNew) throws SQLException {
        Scope scope = id.scope();
        String game = id.game();
        String code = id.code();
        long v = game == null ? meters.get(scope).get(code) : games.get(scope).get(game).get(code);
        byte[] mac = game == null ? ctx.mac().of("meter", scope.name(), code, v)
            : ctx.mac().of("game_meter", scope.name(), game, code, v);
        PreparedStatement s = ctx.db().ps(game == null ? (isNew ? INSERT_METER : UPDATE_METER)
            : (isNew ? INSERT_GAME_METER : UPDATE_GAME_METER));
        int column = 1;
        s.setLong(column++, v);
        s.setBytes(column++, mac);
        s.setString(column++, scope.name());
        if (game != null) {
            s.setString(column++, game);
        }
        s.setString(column, code);
        requireOne(ctx, s.executeUpdate(), id);
    }

    private static void requireOne(Ctx ctx, int n, Row id) {
        if (n != 1) {
            throw ctx.corrupt("meter row " + id + " changed " + n + " rows instead of 1");
        }
    }

    MeterSnapshot snapshot() {
        Map<Scope, Map<String, Long>> m = new EnumMap<>(Scope.class);
        Map<Scope, Map<String, Map<String, Long>>> g = new EnumMap<>(Scope.class);
        for (Scope s : Scope.values()) {
            m.put(s, meters.get(s));
            Map<String, Map<String, Long>> gs = new TreeMap<>();
            games.get(s).forEach((id, row) -> gs.put(id, row));
            g.put(s, gs);
        }
        return new MeterSnapshot(m, g);
    }
}
