package io.opencab.hal.bill;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;

/** A test ledger: records every call, can be told to fail, and refuses a double credit loudly. */
public final class RecordingLedger implements EscrowLedger {
    private final Map<UUID, Long> pending = new LinkedHashMap<>();
    private final List<UUID> credited = new ArrayList<>();
    private final List<UUID> returned = new ArrayList<>();
    private final List<String> calls = new ArrayList<>();
    private long creditedCents;
    private boolean failEscrow;
    private String doubleCredit;

    public RecordingLedger(PendingNote... atStart) {
        for (PendingNote p : atStart) {
            pending.put(p.noteId(), p.valueCents());
        }
    }

    @Override
    public synchronized void escrowAccepted(UUID noteId, long valueCents) {
        calls.add("escrow " + valueCents);
        if (failEscrow) {
            throw new IllegalStateException("disk full");
        }
        pending.put(noteId, valueCents);
    }

    @Override
    public synchronized void stacked(UUID noteId) {
        calls.add("stacked");
        if (credited.contains(noteId)) {
            doubleCredit = "note " + noteId + " credited twice";
        }
        Long v = pending.remove(noteId);
        if (v == null) {
            doubleCredit = "note " + noteId + " credited without a pending entry";
            return;
        }
        credited.add(noteId);
        creditedCents += v;
    }

    @Override
    public synchronized void returned(UUID noteId) {
        calls.add("returned");
        pending.remove(noteId);
        returned.add(noteId);
    }

    @Override
    public synchronized List<PendingNote> pending() {
        List<PendingNote> out = new ArrayList<>();
        pending.forEach((id, v) -> out.add(new PendingNote(id, v)));
        return out;
    }

    public synchronized void failEscrow(boolean fail) {
        failEscrow = fail;
    }

    public synchronized long creditedCents() {
        return creditedCents;
    }

    public synchronized List<UUID> credited() {
        return List.copyOf(credited);
    }

    public synchronized List<UUID> returnedNotes() {
        return List.copyOf(returned);
    }

    public synchronized List<String> calls() {
        return List.copyOf(calls);
    }

    public synchronized int pendingCount() {
        return pending.size();
    }

    /** Null unless a note was credited twice or without a pending entry. */
    public synchronized String violation() {
        return doubleCredit;
    }
}
