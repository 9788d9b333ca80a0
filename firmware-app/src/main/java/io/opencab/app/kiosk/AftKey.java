package io.opencab.app.kiosk;

import java.util.HexFormat;

/**
 * The AFT registration key as people may see it (issue 40 item 6): the service page and the export show its first and
 * last two bytes only. The key lets a host move money to the cabinet (LP 72 checks it, docs/aft.md), so the whole key
 * is never on a screen or in a file that leaves the cabinet; four of its twenty bytes are enough to tell two keys apart
 * when an attendant compares it with the casino system's.
 */
public final class AftKey {
    private AftKey() {
    }

    /** "1A2B…9F0E" (hex, the middle sixteen bytes hidden), or "(none)" for the all-zero key of an unregistered cabinet. */
    public static String shown(byte[] key) {
        boolean zero = true;
        for (byte b : key) {
            zero &= b == 0;
        }
        if (zero || key.length < 4) {
            return "(none)";
        }
        HexFormat hex = HexFormat.of().withUpperCase();
        return hex.formatHex(key, 0, 2) + "..." + hex.formatHex(key, key.length - 2, key.length);
    }
}
