package io.opencab.meters;

import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** Configuration key/values with their change history, and the active tilts. */
final class ConfigRows {
    private ConfigRows() {
    }

    static Map<String, String> all(Ctx ctx) throws SQLException {
        Map<String, String> out = new LinkedHashMap<>();
        try (ResultSet r = ctx.db().ps("SELECT k, v, changed_at, mac FROM config ORDER BY k").executeQuery()) {
            while (r.next()) {
                String k = r.getString(1);
                String v = r.getString(2);
                if (!ctx.mac().matches(r.getBytes(4), "config", k, v, r.getLong(3))) {
                    throw ctx.corrupt("config row '" + k + "' fails its MAC");
                }
                out.put(k, v);
            }
        }
        return out;
    }

    /**
     * Records {@code key} = {@code value} with its history row and a CONFIG_CHANGED event naming the old value;
     * false (nothing written) when it already holds that value.
     */
    static boolean change(Ctx ctx, MeterStoreConfig config, String key, String value, String by) throws SQLException {
        String old = all(ctx).get(key);
        if (value.equals(old)) {
            return false;
        }
        set(ctx, config.configHistorySize(), key, value, by);
        Events.append(ctx, config.eventLogSize(), EventType.CONFIG_CHANGED, key + ": " + (old == null ? "(unset)" : old)
            + " -> " + value + " by " + by);
        return true;
    }

    /** Sets {@code key}; returns the old value (empty when new). Appends to the history. */
    static Optional<String> set(Ctx ctx, int historyLimit, String key, String value, String by) throws SQLException {
        Optional<String> old = Optional.ofNullable(all(ctx).get(key));
        long now = ctx.now();
        Rows.upsertSigned(ctx, "config", "k", "v", key, value, now);
        long id = Sequences.next(ctx, "config_history", historyLimit);
        PreparedStatement h = ctx.db().ps("INSERT INTO config_history (id, at, k, old_v, new_v, changed_by, mac) VALUES (?, ?, ?, ?, ?, ?, ?)");
        h.setLong(1, id);
        h.setLong(2, now);
        h.setString(3, key);
        h.setString(4, old.orElse(null));
        h.setString(5, value);
        h.setString(6, by);
        h.setBytes(7, ctx.mac().of("config_history", id, now, key, old.orElse(null), value, by));
        h.executeUpdate();
        return old;
    }

    static List<ConfigChange> history(Ctx ctx, Integer n) throws SQLException {
        PreparedStatement p = ctx.db().ps(n == null
            ? "SELECT id, at, k, old_v, new_v, changed_by, mac FROM config_history ORDER BY id DESC"
            : "SELECT id, at, k, old_v, new_v, changed_by, mac FROM config_history ORDER BY id DESC LIMIT ?");
        if (n != null) {
            p.setInt(1, Math.max(0, n));
        }
        List<ConfigChange> out = new ArrayList<>();
        try (ResultSet r = p.executeQuery()) {
            while (r.next()) {
                ConfigChange c = new ConfigChange(r.getLong(1), Ctx.instant(r.getLong(2)), r.getString(3), r.getString(4),
                    r.getString(5), r.getString(6));
                if (!ctx.mac().matches(r.getBytes(7), "config_history", c.changeId(), c.at().toEpochMilli(), c.key(),
                    c.oldValue(), c.newValue(), c.changedBy())) {
                    throw ctx.corrupt("config history row " + c.changeId() + " fails its MAC");
                }
                out.add(c);
            }
        }
        return out;
    }

    static List<TiltRecord> tilts(Ctx ctx) throws SQLException {
        List<TiltRecord> out = new ArrayList<>();
        try (ResultSet r = ctx.db().ps("SELECT code, detail, raised_at, mac FROM tilt ORDER BY raised_at, code").executeQuery()) {
            while (r.next()) {
                TiltRecord t = new TiltRecord(r.getString(1), r.getString(2), Ctx.instant(r.getLong(3)));
                if (!ctx.mac().matches(r.getBytes(4), "tilt", t.code(), t.detail(), t.raisedAt().toEpochMilli())) {
                    throw ctx.corrupt("tilt row '" + t.code() + "' fails its MAC");
                }
                out.add(t);
            }
        }
        return out;
    }

    /** Adds the tilt; false when it was already active. */
    static boolean raiseTilt(Ctx ctx, String code, String detail) throws SQLException {
        if (tilts(ctx).stream().anyMatch(t -> t.code().equals(code))) {
            return false;
        }
        long now = ctx.now();
        PreparedStatement p = ctx.db().ps("INSERT INTO tilt (code, detail, raised_at, mac) VALUES (?, ?, ?, ?)");
        p.setString(1, code);
        p.setString(2, detail);
        p.setLong(3, now);
        p.setBytes(4, ctx.mac().of("tilt", code, detail, now));
        p.executeUpdate();
        return true;
    }

    /** Removes the tilt; false when it was not active. */
    static boolean clearTilt(Ctx ctx, String code) throws SQLException {
        PreparedStatement p = ctx.db().ps("DELETE FROM tilt WHERE code = ?");
        p.setString(1, code);
        return p.executeUpdate() == 1;
    }
}
