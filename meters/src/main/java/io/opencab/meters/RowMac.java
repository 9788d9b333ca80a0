package io.opencab.meters;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.util.Arrays;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

/**
 * The validity code of one stored row: HMAC-SHA256 over the table name and every column, each
 * typed and length-prefixed so no two rows encode alike, truncated to 128 bits. The key is the
 * store's random key (docs/meters.md "Integrity"): a flipped bit anywhere in a row, a row copied
 * over another row's key, or a value from another store fails the check. Not thread-safe.
 *
 * <p>The MAC is a pure function of the row's encoding, so a row whose encoding this instance already
 * signed or checked is looked up, not computed again ({@link MacMemo}: {@link #MEMO_ENTRIES} recent encodings
 * of at most {@link #MEMO_BYTES} bytes, keyed by the whole encoding; issue 36 item 5): a round re-reads the same
 * meter rows in each of its transactions. A lookup gives exactly the MAC the computation would, so
 * every check catches what it did (a flipped bit changes the encoding or the stored MAC, and a changed
 * encoding is computed afresh).
 */
final class RowMac {
    static final int LENGTH = 16;

    /** Encodings remembered: a round moves about a hundred meter rows; the journal's rows are larger. */
    static final int MEMO_ENTRIES = 2048;
    static final int MEMO_BYTES = 512;

    private final Mac mac;
    private ByteBuffer buf = ByteBuffer.allocate(512);
    private final MacMemo memo = new MacMemo(MEMO_ENTRIES, MEMO_BYTES);

    RowMac(byte[] key) {
        try {
            mac = Mac.getInstance("HmacSHA256");
            mac.init(new SecretKeySpec(key, "HmacSHA256"));
        } catch (GeneralSecurityException e) {
            throw new MeterException(MeterException.Kind.IO, "HmacSHA256 is not available in this JVM", e);
        }
    }

    /**
     * The fields of a row that carries columns a later schema added: {@code fields}, then {@code added}. A row
     * written before them is signed with {@code fields} alone, as it was written.
     */
    static Object[] withAdded(Object[] fields, Object... added) {
        Object[] all = Arrays.copyOf(fields, fields.length + added.length);
        System.arraycopy(added, 0, all, fields.length, added.length);
        return all;
    }

    /** The MAC of a row of {@code table} holding {@code fields} (String, Long, Integer, Boolean or null). */
    byte[] of(String table, Object... fields) {
        buf.clear();
        putString(table);
        for (Object f : fields) {
            switch (f) {
                case null -> put((byte) 0);
                case Long l -> putLong(l);
                case Integer i -> putLong(i);
                case Boolean b -> putLong(b ? 1 : 0);
                case String s -> putString(s);
                default -> throw new IllegalArgumentException("no MAC encoding for " + f.getClass());
            }
        }
        return memo.mac(buf.array(), buf.position(), this::compute).clone();
    }

    private byte[] compute() {
        mac.update(buf.array(), 0, buf.position());
        return Arrays.copyOf(mac.doFinal(), LENGTH);
    }

    /** True when {@code stored} is the MAC of the row (constant-time compare). */
    boolean matches(byte[] stored, String table, Object... fields) {
        return stored != null && stored.length == LENGTH && MessageDigest.isEqual(stored, of(table, fields));
    }

    private void putLong(long v) {
        ensure(9);
        buf.put((byte) 1).putLong(v);
    }

    private void putString(String s) {
        byte[] b = s.getBytes(StandardCharsets.UTF_8);
        ensure(5 + b.length);
        buf.put((byte) 2).putInt(b.length).put(b);
    }

    private void put(byte b) {
        ensure(1);
        buf.put(b);
    }

    private void ensure(int more) {
        if (buf.remaining() < more) {
            ByteBuffer bigger = ByteBuffer.allocate(Math.max(buf.capacity() * 2, buf.position() + more));
            buf.flip();
            bigger.put(buf);
            buf = bigger;
        }
    }
}
