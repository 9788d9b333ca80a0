package io.opencab.meters;

import io.opencab.meters.MeterException.Kind;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;

/**
 * The store's hash chain (schema 3, table {@code chain}, one signed row): the sequence number of
 * the last committed state change and a SHA-256 chain over every one of them. Each committed
 * change advances it in the same transaction. Link 0 is {@code SHA-256("opencab.chain/1" || store
 * id)}, so another store's chain never matches. The {@link Witness} keeps a second copy of the last
 * link elsewhere.
 *
 * <p>Since {@link Schema#HISTORY} the row also holds what every table holds after the change
 * ({@link TableDigests}), the hashes of the {@link #RECENT} links before it (so a witness a few
 * sealed changes behind is still recognised as this history) and the rollback anchor's value
 * ({@link Seal}); {@code hash(n) = SHA-256(hash(n-1) || n || time || what || SHA-256(digests) ||
 * anchor)}. Before it, {@code hash(n) = SHA-256(hash(n-1) || n || time || what)}.
 */
final class Chain {
    /**
     * Links kept before the last one: a witness at most this many changes behind is still checked. The
     * most a sound store can be ahead at a start: two changes whose seal waited (a round's presented and
     * paid), the change whose seal a power cut or a fault stopped, and the record of that fault.
     */
    static final int RECENT = 4;

    private Chain() {
    }

    /**
     * One link: sequence number, its hash, the hashes before it (newest first; the first is {@code
     * prev}), the table digests after the change (empty before {@link Schema#HISTORY}) and the anchor
     * value it was sealed with (-1: none).
     */
    record Link(long seq, byte[] hash, List<byte[]> recent, Map<String, TableDigests.Digest> tables, long anchor) {
        byte[] prev() {
            return recent.isEmpty() ? new byte[32] : recent.getFirst();
        }

        String hashHex() {
            return HexFormat.of().formatHex(hash);
        }

        String prevHex() {
            return HexFormat.of().formatHex(prev());
        }

        /** The hash of link {@code s} when this link or one of its {@link #RECENT} predecessors is it, else null. */
        byte[] hashAt(long s) {
            long back = seq - s;
            if (back == 0) {
                return hash;
            }
            return back > 0 && back <= recent.size() ? recent.get((int) back - 1) : null;
        }

        boolean full() {
            return !tables.isEmpty();
        }
    }

    static Link genesis(String storeId) {
        MessageDigest d = sha256();
        d.update("opencab.chain/1".getBytes(StandardCharsets.UTF_8));
        d.update(storeId.getBytes(StandardCharsets.UTF_8));
        return new Link(0, d.digest(), List.of(), Map.of(), -1);
    }

    /** The link after {@code last}: the change {@code what} at {@code at}, leaving {@code tables}, sealed at {@code anchor}. */
    static Link next(Link last, long at, String what, Map<String, TableDigests.Digest> tables, long anchor) {
        MessageDigest d = sha256();
        d.update(last.hash());
        d.update(ByteBuffer.allocate(16).putLong(last.seq() + 1).putLong(at).array());
        d.update(what.getBytes(StandardCharsets.UTF_8));
        if (!tables.isEmpty()) {
            d.update(state(tables));
            d.update(ByteBuffer.allocate(8).putLong(anchor).array());
        }
        List<byte[]> recent = new ArrayList<>();
        recent.add(last.hash());
        recent.addAll(last.recent().subList(0, Math.min(RECENT - 1, last.recent().size())));
        return new Link(last.seq() + 1, d.digest(), List.copyOf(recent), tables, anchor);
    }

    /** Inserts link 0 (a new store, or the migration to schema 3). */
    static Link create(Ctx ctx, String storeId) throws SQLException {
        Link g = genesis(storeId);
        PreparedStatement p = ctx.db().ps("INSERT INTO chain (id, seq, hash, prev, mac) VALUES (1, ?, ?, ?, ?)");
        p.setLong(1, g.seq());
        p.setBytes(2, g.hash());
        p.setBytes(3, g.prev());
        p.setBytes(4, ctx.mac().of("chain", g.seq(), g.hashHex(), g.prevHex()));
        p.executeUpdate();
        return g;
    }

    /** The last link; {@code columns} when the row has the columns of {@link Schema#HISTORY}. */
    static Link load(Ctx ctx, boolean columns) throws SQLException {
        boolean full = columns;
        PreparedStatement p = ctx.db().ps(columns ? "SELECT seq, hash, prev, mac, tables, recent, anchor FROM chain WHERE id = 1"
            : "SELECT seq, hash, prev, mac FROM chain WHERE id = 1");
        try (ResultSet r = p.executeQuery()) {
            if (!r.next()) {
                throw ctx.corrupt("the chain row is missing");
            }
            long seq = r.getLong(1);
            byte[] hash = r.getBytes(2);
            byte[] prev = r.getBytes(3);
            if (hash == null || prev == null || hash.length != 32 || prev.length != 32) {
                throw ctx.corrupt("the chain row fails its MAC");
            }
            byte[] tables = full ? r.getBytes(5) : null;
            if (tables == null) {
                if (!ctx.mac().matches(r.getBytes(4), "chain", seq, hex(hash), hex(prev))) {
                    throw ctx.corrupt("the chain row fails its MAC");
                }
                return new Link(seq, hash, seq == 0 ? List.of() : List.of(prev), Map.of(), -1);
            }
            byte[] recent = r.getBytes(6);
            long anchor = r.getLong(7);
            if (recent == null || recent.length % 32 != 0 || recent.length / 32 > RECENT
                || !ctx.mac().matches(r.getBytes(4), "chain", seq, hex(hash), hex(prev), hex(state(tables)), hex(recent), anchor)) {
                throw ctx.corrupt("the chain row fails its MAC");
            }
            List<byte[]> back = new ArrayList<>();
            for (int i = 0; i < recent.length; i += 32) {
                back.add(java.util.Arrays.copyOfRange(recent, i, i + 32));
            }
            return new Link(seq, hash, List.copyOf(back), TableDigests.decode(tables), anchor);
        }
    }

    /** Writes {@code n} as the last link (inside the change's transaction); {@code columns} as for {@link #load}. */
    static void save(Ctx ctx, Link n, boolean columns) throws SQLException {
        if (!n.full()) {
            PreparedStatement p = ctx.db().ps("UPDATE chain SET seq = ?, hash = ?, prev = ?, mac = ?"
                + (columns ? ", tables = NULL, recent = NULL, anchor = NULL" : "") + " WHERE id = 1");
            p.setLong(1, n.seq());
            p.setBytes(2, n.hash());
            p.setBytes(3, n.prev());
            p.setBytes(4, ctx.mac().of("chain", n.seq(), n.hashHex(), n.prevHex()));
            requireOne(ctx, p.executeUpdate());
            return;
        }
        byte[] tables = TableDigests.encode(n.tables());
        ByteBuffer recent = ByteBuffer.allocate(32 * n.recent().size());
        n.recent().forEach(recent::put);
        PreparedStatement p = ctx.db().ps("UPDATE chain SET seq = ?, hash = ?, prev = ?, tables = ?, recent = ?, anchor = ?,"
            + " mac = ? WHERE id = 1");
        p.setLong(1, n.seq());
        p.setBytes(2, n.hash());
        p.setBytes(3, n.prev());
        p.setBytes(4, tables);
        p.setBytes(5, recent.array());
        p.setLong(6, n.anchor());
        p.setBytes(7, ctx.mac().of("chain", n.seq(), n.hashHex(), n.prevHex(), hex(state(tables)), hex(recent.array()),
            n.anchor()));
        requireOne(ctx, p.executeUpdate());
    }

    private static void requireOne(Ctx ctx, int n) {
        if (n != 1) {
            throw ctx.corrupt("the chain row is missing");
        }
    }

    /** SHA-256 of the table digests as stored. */
    static byte[] state(Map<String, TableDigests.Digest> tables) {
        return state(TableDigests.encode(tables));
    }

    private static byte[] state(byte[] encoded) {
        return sha256().digest(encoded);
    }

    private static String hex(byte[] b) {
        return HexFormat.of().formatHex(b);
    }

    private static MessageDigest sha256() {
        try {
            return MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new MeterException(Kind.IO, "SHA-256 is not available in this JVM", e);
        }
    }
}
