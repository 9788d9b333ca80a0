package io.opencab.meters;

import java.time.Instant;
import java.util.Arrays;
import java.util.Objects;

/**
 * The cabinet's AFT registration with the host (LP 73, docs/aft.md), kept in critical memory.
 *
 * @param status      SAS registration status: 00 registration ready, 01 registered, 80 not registered
 * @param assetNumber the asset number the host registered
 * @param key         the 20-byte registration key
 * @param posId       the point-of-sale id (0 for none)
 */
public record AftRegistration(int status, long assetNumber, byte[] key, long posId, Instant changedAt) {
    public static final int READY = 0x00;
    public static final int REGISTERED = 0x01;
    public static final int NOT_REGISTERED = 0x80;
    public static final int KEY_BYTES = 20;

    public AftRegistration {
        Objects.requireNonNull(key, "key");
        if (key.length != KEY_BYTES) {
            throw new MeterException(MeterException.Kind.INVALID_ARGUMENT, "registration key of " + key.length
                + " bytes; SAS's is " + KEY_BYTES);
        }
        key = key.clone();
    }

    /** Never registered: status 80, zeros. */
    public static AftRegistration none() {
        return new AftRegistration(NOT_REGISTERED, 0, new byte[KEY_BYTES], 0, Instant.EPOCH);
    }

    @Override
    public byte[] key() {
        return key.clone();
    }

    public boolean keyMatches(byte[] other) {
        return Arrays.equals(key, other);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof AftRegistration r && r.status == status && r.assetNumber == assetNumber
            && Arrays.equals(r.key, key) && r.posId == posId && Objects.equals(r.changedAt, changedAt);
    }

    @Override
    public int hashCode() {
        return Objects.hash(status, assetNumber, Arrays.hashCode(key), posId, changedAt);
    }
}
