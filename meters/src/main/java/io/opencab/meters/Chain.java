package io.opencab.meters;

import io.opencab.meters.MeterException.Kind;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.HexFormat;

/**
 * The store's hash chain (schema 3, table {@code chain}, one signed row): the sequence number of
 * the last committed state change and a SHA-256 chain over every one of them. Each committed
 * change advances it in the same transaction: {@code hash(n) = SHA-256(hash(n-1) || n || time ||
 * what)}; link 0 is {@code SHA-256("opencab.chain/1" || store id)}, so another store's chain
 * never matches. The {@link Witness} keeps a second copy of the last link elsewhere.
 */
final class Chain {
    private Chain() {
    }

    /** One link: sequence number, its hash and the hash before it. */
    record Link(long seq, byte[] hash, byte[] prev) {
        String hashHex() {
            return HexFormat.of().formatHex(hash);
        }

        String prevHex() {
            return HexFormat.of().formatHex(prev);
        }
    }

    static Link genesis(String storeId) {
        MessageDigest d = sha256();
        d.update("opencab.chain/1".getBytes(StandardCharsets.UTF_8));
        d.update(storeId.getBytes(StandardCharsets.UTF_8));
        return new Link(0, d.digest(), new byte[32]);
    }

    static Link next(Link last, long at, String what) {
        MessageDigest d = sha256();
        d.update(last.hash());
        d.update(ByteBuffer.allocate(16).putLong(last.seq() + 1).putLong(at).array());
        d.update(what.getBytes(StandardCharsets.UTF_8));
        return new Link(last.seq() + 1, d.digest(), last.hash());
    }

    /** Inserts link 0 (a new store, or the migration to schema 3). */
    static Link create(Ctx ctx, String storeId) throws SQLException {
        Link g = genesis(storeId);
        PreparedStatement p = ctx.db.ps("INSERT INTO chain (id, seq, hash, prev, mac) VALUES (1, ?, ?, ?, ?)");
        p.setLong(1, g.seq());
        p.setBytes(2, g.hash());
        p.setBytes(3, g.prev());
        p.setBytes(4, ctx.mac.of("chain", g.seq(), g.hashHex(), g.prevHex()));
        p.executeUpdate();
        return g;
    }

    static Link load(Ctx ctx) throws SQLException {
        PreparedStatement p = ctx.db.ps("SELECT seq, hash, prev, mac FROM chain WHERE id = 1");
        try (ResultSet r = p.executeQuery()) {
            if (!r.next()) {
                throw ctx.corrupt("the chain row is missing");
            }
            long seq = r.getLong(1);
            byte[] hash = r.getBytes(2);
            byte[] prev = r.getBytes(3);
            if (hash == null || prev == null || hash.length != 32 || prev.length != 32
                || !ctx.mac.matches(r.getBytes(4), "chain", seq, HexFormat.of().formatHex(hash), HexFormat.of().formatHex(prev))) {
                throw ctx.corrupt("the chain row fails its MAC");
            }
            return new Link(seq, hash, prev);
        }
    }

    /** Advances the chain by one committed change, inside the change's transaction. */
    static Link advance(Ctx ctx, String what) throws SQLException {
        Link n = next(load(ctx), ctx.now(), what);
        PreparedStatement p = ctx.db.ps("UPDATE chain SET seq = ?, hash = ?, prev = ?, mac = ? WHERE id = 1");
        p.setLong(1, n.seq());
        p.setBytes(2, n.hash());
        p.setBytes(3, n.prev());
        p.setBytes(4, ctx.mac.of("chain", n.seq(), n.hashHex(), n.prevHex()));
        if (p.executeUpdate() != 1) {
            throw ctx.corrupt("the chain row is missing");
        }
        return n;
    }

    private static MessageDigest sha256() {
        try {
            return MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new MeterException(Kind.IO, "SHA-256 is not available in this JVM", e);
        }
    }
}
