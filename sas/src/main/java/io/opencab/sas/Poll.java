package io.opencab.sas;

import java.util.Arrays;
import java.util.HexFormat;

/**
 * One message from the host, framed by its wakeup byte (SAS 6.02 section 2): a general poll
 * ({@code addr|0x80}), a long poll to this machine ({@code addr cmd ...}, CRC already checked
 * where the type has one), a long poll we do not support (only its first two bytes), a broadcast
 * (address 0, type G), or a message for another address.
 */
public record Poll(Kind kind, byte[] bytes) {
    public enum Kind { GENERAL, LONG, UNSUPPORTED, BAD_CRC, BROADCAST, OTHER_ADDRESS }

    public Poll {
        bytes = bytes.clone();
    }

    @Override
    public byte[] bytes() {
        return bytes.clone();
    }

    public int command() {
        return bytes.length > 1 ? bytes[1] & 0xFF : -1;
    }

    int u8(int i) {
        return bytes[i] & 0xFF;
    }

    byte[] raw() {
        return bytes;
    }

    boolean sameAs(Poll other) {
        return other != null && other.kind == kind && Arrays.equals(other.bytes, bytes);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Poll p && sameAs(p);
    }

    @Override
    public int hashCode() {
        return kind.hashCode() * 31 + Arrays.hashCode(bytes);
    }

    @Override
    public String toString() {
        return kind + "[" + HexFormat.ofDelimiter(" ").formatHex(bytes) + "]";
    }
}
