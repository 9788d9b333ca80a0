package io.opencab.engine.games.cooljewels;

import io.opencab.engine.EngineException;
import java.util.List;

/**
 * The Pay Per Symbol Meter's geometry (rule sheet): 12 sections of 6, 8, 10, 12, then 15 slices
 * for sections 5 to 11; section 12 has no slices and is the top value. The n-th symbol destroyed
 * in a game lights slice n (counted from the bottom, from 1) and pays the value of the section
 * that slice belongs to; from the 142nd symbol on, every symbol pays section 12.
 */
public final class CjMeter {
    /**
     * Slices of sections 1..11; section 12 has none (rule sheet). The resource states them as
     * {@code meter.slices}, checked equal when the math loads.
     */
    public static final List<Integer> SLICES = List.of(6, 8, 10, 12, 15, 15, 15, 15, 15, 15, 15);
    public static final int SECTIONS = SLICES.size() + 1;
    /** The last slice of section 11: 6 + 8 + 10 + 12 + 7 x 15 = 141. */
    public static final int LAST_SLICE = SLICES.stream().mapToInt(Integer::intValue).sum();

    private static final byte[] SECTION_OF_SLICE = new byte[LAST_SLICE + 1];

    static {
        int slice = 1;
        for (int s = 0; s < SLICES.size(); s++) {
            for (int k = 0; k < SLICES.get(s); k++) {
                SECTION_OF_SLICE[slice++] = (byte) (s + 1);
            }
        }
    }

    private CjMeter() {
    }

    /** The section (1..12) that lights when the {@code slice}-th symbol (from 1) of a game is destroyed. */
    public static int section(int slice) {
        if (slice < 1) {
            throw new EngineException("meter slices count from 1, got " + slice);
        }
        return slice > LAST_SLICE ? SECTIONS : SECTION_OF_SLICE[slice];
    }
}
