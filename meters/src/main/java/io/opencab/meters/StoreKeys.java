package io.opencab.meters;

import io.opencab.meters.MeterException.Kind;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.util.HexFormat;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

/**
 * The keys a store derives from its one random MAC key (docs/meters.md "Integrity"), one per use, so no
 * two uses share a key and none is derived from a public constant alone: the identity rows, the table
 * digests and the witness.
 */
final class StoreKeys {
    static final String META = "opencab.meters.meta/2";
    static final String TABLES = "opencab.meters.table-digest/1";
    static final String WITNESS = "opencab.meters.witness/2";

    private StoreKeys() {
    }

    /** {@code HMAC-SHA256(storeKey, purpose)}. */
    static byte[] derive(byte[] storeKey, String purpose) {
        return hmac(storeKey).doFinal(purpose.getBytes(StandardCharsets.UTF_8));
    }

    /** A ready HMAC-SHA256 with {@code key}. */
    static Mac hmac(byte[] key) {
        try {
            Mac m = Mac.getInstance("HmacSHA256");
            m.init(new SecretKeySpec(key, "HmacSHA256"));
            return m;
        } catch (GeneralSecurityException e) {
            throw new MeterException(Kind.IO, "HmacSHA256 is not available in this JVM", e);
        }
    }

    /** Hex HMAC of {@code text} with {@code mac} (a ready HMAC, kept by its user rather than made per call). */
    static String hmacHex(Mac mac, String text) {
        return HexFormat.of().formatHex(mac.doFinal(text.getBytes(StandardCharsets.UTF_8)));
    }
}
