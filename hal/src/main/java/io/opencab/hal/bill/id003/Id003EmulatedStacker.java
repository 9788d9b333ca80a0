package io.opencab.hal.bill.id003;

import java.util.ArrayList;
import java.util.List;

/**
 * The cash box of {@link Id003Emulator}: what was stacked (notes by escrow code, tickets by barcode, kept
 * across stacker replacements so tests can count) and how much room is left. Used under the emulator's lock.
 */
final class Id003EmulatedStacker {
    private final List<Integer> notes = new ArrayList<>();
    private final List<String> tickets = new ArrayList<>();
    private int capacity = Integer.MAX_VALUE;

    /** Stores the item: a ticket when {@code barcode} is not null, else the note with this escrow code. */
    void store(int escrowCode, String barcode) {
        if (barcode != null) {
            tickets.add(barcode);
        } else {
            notes.add(escrowCode);
        }
    }

    /** Room for this many more items. */
    void room(int items) {
        capacity = count() + items;
    }

    /** A new, empty stacker (what was counted is kept). */
    void replace() {
        capacity = Integer.MAX_VALUE;
    }

    boolean full() {
        return count() >= capacity;
    }

    private int count() {
        return notes.size() + tickets.size();
    }

    List<Integer> notes() {
        return List.copyOf(notes);
    }

    List<String> tickets() {
        return List.copyOf(tickets);
    }
}
