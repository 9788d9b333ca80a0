package io.opencab.hal.printer.tcl;

import io.opencab.hal.printer.PrinterFault;
import java.nio.charset.StandardCharsets;
import java.util.EnumSet;
import java.util.Optional;
import java.util.Set;

/**
 * One parsed TCL status answer: {@code *S|<unit>|<firmware>|s1|s2|s3|s4|s5|P<template>|*}, where s1..s5 are
 * single status bytes (0x40..0x7F) and the rest printable ASCII. A GEN2 answer is 29 bytes with a 9-character
 * firmware such as GURUSAG18; other lengths are accepted if the structure holds.
 */
public record TclStatus(String unit, String firmware, Set<TclFlag> flags, String lastTemplate) {
    public static final int MAX_LENGTH = 64;

    public TclStatus {
        flags = flags.isEmpty() ? Set.of() : Set.copyOf(EnumSet.copyOf(flags));
    }

    public boolean has(TclFlag f) {
        return flags.contains(f);
    }

    /** The printer faults these flags mean (a bare SYSTEM_ERROR is a FAILURE). */
    public Set<PrinterFault> faults() {
        Set<PrinterFault> out = EnumSet.noneOf(PrinterFault.class);
        for (TclFlag f : flags) {
            if (f.fault() != null) {
                out.add(f.fault());
            }
        }
        if (flags.contains(TclFlag.SYSTEM_ERROR) && out.stream().noneMatch(PrinterFault::blocking)) {
            out.add(PrinterFault.FAILURE);
        }
        return out;
    }

    /** Parses one whole frame (from '*' to '*'); empty if it is not a well-formed status answer. */
    public static Optional<TclStatus> parse(byte[] frame) {
        if (frame == null || frame.length < 20 || frame.length > MAX_LENGTH) {
            return Optional.empty();
        }
        if (frame[0] != '*' || frame[1] != 'S' || frame[2] != '|' || frame[frame.length - 1] != '*'
                || frame[frame.length - 2] != '|') {
            return Optional.empty();
        }
        int p = 3;
        int unitEnd = field(frame, p, 2);
        if (unitEnd < 0) {
            return Optional.empty();
        }
        String unit = ascii(frame, p, unitEnd);
        p = unitEnd + 1;
        int fwEnd = field(frame, p, 16);
        if (fwEnd < 0) {
            return Optional.empty();
        }
        String firmware = ascii(frame, p, fwEnd);
        p = fwEnd + 1;
        Set<TclFlag> flags = EnumSet.noneOf(TclFlag.class);
        for (int b = 1; b <= 5; b++) {
            if (p + 1 >= frame.length) {
                return Optional.empty();
            }
            int v = frame[p] & 0xFF;
            if ((v & 0xC0) != 0x40 || frame[p + 1] != '|') {
                return Optional.empty();
            }
            for (TclFlag f : TclFlag.values()) {
                if (f.statusByte() == b && (v & f.mask()) != 0) {
                    flags.add(f);
                }
            }
            p += 2;
        }
        if (frame[p] != 'P') {
            return Optional.empty();
        }
        int tEnd = field(frame, p + 1, 8);
        if (tEnd != frame.length - 2) {
            return Optional.empty();
        }
        return Optional.of(new TclStatus(unit, firmware, flags, ascii(frame, p + 1, tEnd)));
    }

    /** Index of the '|' ending a printable field of at most {@code max} characters from {@code from}; -1 if none. */
    private static int field(byte[] f, int from, int max) {
        for (int i = from; i < f.length && i <= from + max; i++) {
            int c = f[i] & 0xFF;
            if (c == '|') {
                return i;
            }
            if (c < 0x20 || c > 0x7E || c == '*') {
                return -1;
            }
        }
        return -1;
    }

    private static String ascii(byte[] f, int from, int to) {
        return new String(f, from, to - from, StandardCharsets.US_ASCII);
    }

    /** Encodes an answer (for the emulator and tests). */
    public byte[] encode() {
        StringBuilder head = new StringBuilder("*S|").append(unit).append('|').append(firmware).append('|');
        byte[] h = head.toString().getBytes(StandardCharsets.US_ASCII);
        byte[] t = ("P" + lastTemplate + "|*").getBytes(StandardCharsets.US_ASCII);
        byte[] out = new byte[h.length + 10 + t.length];
        System.arraycopy(h, 0, out, 0, h.length);
        for (int b = 1; b <= 5; b++) {
            int v = 0x40;
            for (TclFlag f : flags) {
                if (f.statusByte() == b) {
                    v |= f.mask();
                }
            }
            out[h.length + (b - 1) * 2] = (byte) v;
            out[h.length + (b - 1) * 2 + 1] = '|';
        }
        System.arraycopy(t, 0, out, h.length + 10, t.length);
        return out;
    }
}
