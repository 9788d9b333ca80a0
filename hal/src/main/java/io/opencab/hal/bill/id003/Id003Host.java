package io.opencab.hal.bill.id003;

import static io.opencab.hal.bill.id003.Id003Codes.*;

import io.opencab.hal.bill.BillEvent;
import io.opencab.hal.bill.BillValidatorStatus;
import io.opencab.hal.bill.DenominationTable;
import io.opencab.hal.bill.EscrowLedger;
import io.opencab.hal.bill.PendingNote;
import io.opencab.hal.bill.RejectReason;
import io.opencab.hal.bill.ValidatorFault;
import java.time.Clock;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Objects;
import java.util.OptionalLong;
import java.util.Set;
import java.util.TreeSet;
import java.util.UUID;
import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * The host side of ID-003 as a state machine without I/O or threads: the driver asks it what to send,
 * tells it what came back (or that nothing valid came back) and it decides, calls the ledger and emits
 * events. Being pure, it is what the codec, flow and fuzz tests drive directly.
 *
 * <p>Credit rules (regulations.md 1.9): a note is made durable ({@link EscrowLedger#escrowAccepted}) at
 * escrow, before STACK-1 is sent and so before VEND VALID can be acknowledged; it is credited
 * ({@link EscrowLedger#stacked}) only when STACKED follows a VEND VALID this host acknowledged for that same
 * note, and then the note is forgotten, so a repeated STACKED credits nothing. Every other ending either
 * returns the note ({@link EscrowLedger#returned}) when the reports prove it came back, or reports it in
 * doubt and leaves the pending entry for an attendant.
 */
public final class Id003Host {
    private enum Phase {
        /** Ledger entry durable, STACK-1 sent (or to be re-sent while the note sits in escrow). */
        PENDING,
        /** VEND VALID seen and acknowledged. */
        VEND_VALID,
        /** Host asked for the note back (refused); no credit possible. */
        RETURNING
    }

    private static final class Note {
        final UUID id; // null when no ledger entry was attempted
        final int code;
        final long value;
        final boolean recovered; // found pending in the ledger at start-up
        boolean inStackerPath; // reported in the stacker path at power-up: cannot have come back
        Phase phase;

        Note(UUID id, int code, long value, boolean recovered, Phase phase) {
            this.id = id;
            this.code = code;
            this.value = value;
            this.recovered = recovered;
            this.phase = phase;
        }
    }

    private static final class Pending {
        final Id003Frame frame;
        int attempts;

        Pending(Id003Frame frame) {
            this.frame = frame;
        }
    }

    /** Attempts at one queued command before it is dropped (the status poll then re-decides). */
    static final int MAX_ATTEMPTS = 3;

    private static final Id003Frame STATUS = Id003Frame.of(STATUS_REQUEST);

    private final DenominationTable table;
    private final EscrowLedger ledger;
    private final Clock clock;
    private final Consumer<BillEvent> sink;
    private final Supplier<UUID> ids;
    private final int failuresBeforeLoss;
    private final ArrayDeque<Pending> queue = new ArrayDeque<>();
    private final List<Note> recovered = new ArrayList<>();

    private boolean accepting;
    private Set<Integer> enabledCodes;
    private Note note;
    private boolean needsReset = true;
    private boolean configured;
    private boolean ready;
    private ValidatorFault deviceFault;
    private int deviceFaultDetail;
    private boolean ledgerFault;
    private boolean online;
    private boolean lossReported;
    private int consecutiveFailures;
    private int lastStatus = -1;
    private long validFrames;
    private long failedRequests;

    public Id003Host(DenominationTable table, Set<Integer> enabledCodes, EscrowLedger ledger, Clock clock,
            int failuresBeforeLoss, Supplier<UUID> ids, Consumer<BillEvent> sink) {
        this.table = Objects.requireNonNull(table, "table");
        this.enabledCodes = Set.copyOf(enabledCodes);
        this.ledger = Objects.requireNonNull(ledger, "ledger");
        this.clock = Objects.requireNonNull(clock, "clock");
        this.failuresBeforeLoss = failuresBeforeLoss;
        this.ids = Objects.requireNonNull(ids, "ids");
        this.sink = Objects.requireNonNull(sink, "sink");
        for (PendingNote p : ledger.pending()) {
            recovered.add(new Note(p.noteId(), -1, p.valueCents(), true, Phase.PENDING));
        }
        if (!recovered.isEmpty()) {
            // The newest pending note is the only one that can still be in the validator's path.
            note = recovered.removeLast();
        }
    }

    // ---------------------------------------------------------------- what to send

    /** The command to send now: the head of the queue, else a status request. */
    public synchronized Id003Frame nextCommand() {
        Pending p = queue.peek();
        return p == null ? STATUS : p.frame;
    }

    /** Whether the validator answers this command (it does not answer the host's ACK). */
    public static boolean expectsAnswer(Id003Frame command) {
        return command.command() != ACK;
    }

    /** Called once the command has been written. A host ACK needs no answer, so it is done. */
    public synchronized void sent(Id003Frame command) {
        if (command.command() == ACK && !queue.isEmpty() && queue.peek().frame.equals(command)) {
            queue.poll();
        }
    }

    /** True when a command other than a status poll waits, so the driver should not pause. */
    public synchronized boolean hasQueued() {
        return !queue.isEmpty();
    }

    // ---------------------------------------------------------------- host requests

    public synchronized void setAccepting(boolean on) {
        accepting = on;
        if (configured) {
            queueSetting(inhibitCommand());
        }
    }

    public synchronized void setEnabledCodes(Set<Integer> codes) {
        for (int c : codes) {
            if (table.valueCents(c).isEmpty()) {
                throw new io.opencab.hal.HalException(String.format(
                        "escrow code 0x%02X has no value in the %s denomination table", c, table.currency()));
            }
        }
        enabledCodes = Set.copyOf(codes);
        if (configured) {
            queueSetting(enableCommand());
        }
    }

    public synchronized boolean accepting() {
        return accepting;
    }

    public synchronized Set<Integer> enabledCodes() {
        return new TreeSet<>(enabledCodes);
    }

    public synchronized boolean ready() {
        return ready;
    }

    public synchronized BillValidatorStatus status() {
        Set<ValidatorFault> faults = EnumSet.noneOf(ValidatorFault.class);
        if (deviceFault != null) {
            faults.add(deviceFault);
        }
        if (lossReported) {
            faults.add(ValidatorFault.COMMUNICATION_LOST);
        }
        if (ledgerFault) {
            faults.add(ValidatorFault.LEDGER_FAILED);
        }
        return new BillValidatorStatus(online, ready, accepting, faults, lastStatus, validFrames, failedRequests);
    }

    // ---------------------------------------------------------------- answers

    /** No valid answer to {@code sent} (timeout, garbage, bad CRC, truncated frame, port error). */
    public synchronized void onNoAnswer(Id003Frame sent) {
        failedRequests++;
        consecutiveFailures++;
        online = false;
        Pending head = queue.peek();
        if (head != null && head.frame.equals(sent) && ++head.attempts >= MAX_ATTEMPTS) {
            queue.poll();
        }
        if (!lossReported && consecutiveFailures >= failuresBeforeLoss) {
            lossReported = true;
            emit(new BillEvent.FaultRaised(ValidatorFault.COMMUNICATION_LOST, consecutiveFailures, clock.instant()));
        }
    }

    /** A frame with a good CRC arrived in answer to {@code sent}. */
    public synchronized void onFrame(Id003Frame sent, Id003Frame answer) {
        validFrames++;
        consecutiveFailures = 0;
        online = true;
        if (lossReported) {
            lossReported = false;
            emit(new BillEvent.FaultCleared(ValidatorFault.COMMUNICATION_LOST, clock.instant()));
            if (configured) {
                // The validator may have been reconfigured or power-cycled meanwhile: restate our settings.
                queueSetting(enableCommand());
                queueSetting(inhibitCommand());
            }
        }
        int code = answer.command();
        Pending head = queue.peek();
        if (code == ACK) {
            if (head != null && isOperation(head.frame.command()) && head.frame.equals(sent)) {
                queue.poll();
                if (sent.command() == RESET) {
                    onResetAcknowledged();
                }
            }
            return;
        }
        if (isSetting(code)) {
            if (head != null && head.frame.equals(answer) && head.frame.equals(sent)) {
                queue.poll();
                if (!hasQueuedSetting()) {
                    configured = true;
                }
            } else {
                protocolError("setting echo " + answer + " does not match the command sent " + sent);
            }
            return;
        }
        if (code == INVALID_COMMAND) {
            if (head != null && head.frame.equals(sent)) {
                queue.poll();
            }
            protocolError("validator refused " + sent + " as an invalid command");
            return;
        }
        if (code >= 0x80 && code <= 0x8A) {
            return; // answers to read requests: not used by the credit flow
        }
        if (head != null && head.frame.equals(sent) && ++head.attempts >= MAX_ATTEMPTS) {
            queue.poll(); // answered with a status instead of ACK or echo, again: the status decides anew
        }
        onStatus(code, answer);
    }

    private void onResetAcknowledged() {
        needsReset = false;
        configured = false;
        ready = false;
        queueSetting(enableCommand());
        queueSetting(Id003Frame.of(SET_SECURITY, 0x00, 0x00));
        queueSetting(Id003Frame.of(SET_OPTIONAL_FUNCTION, POWER_RECOVERY, 0x00));
        queueSetting(inhibitCommand());
    }

    private void onStatus(int code, Id003Frame f) {
        lastStatus = code;
        updateDeviceFault(code, f);
        switch (code) {
            case POWER_UP, POWER_UP_BILL_IN_ACCEPTOR, POWER_UP_BILL_IN_STACKER -> onPowerUp(code);
            case ENABLE, DISABLE -> onIdle(code);
            case INITIALIZE, ACCEPTING, STACKING, HOLDING, PAUSE -> { }
            case ESCROW -> onEscrow(f);
            case VEND_VALID -> onVendValid();
            case STACKED -> onStacked();
            case REJECTING -> onRejecting(f);
            case RETURNING -> onReturning();
            case STACKER_FULL, STACKER_OPEN, JAM_IN_ACCEPTOR, JAM_IN_STACKER, CHEATED, FAILURE,
                    COMMUNICATION_ERROR -> afterErrorStatus();
            default -> protocolError(String.format("unknown status 0x%02X %s", code, f));
        }
    }

    private void afterErrorStatus() {
        // An error status still proves the validator is alive; start-up may finish in a fault (it is shown).
        if (needsReset) {
            queueReset();
        } else if (configured) {
            ready = true;
        }
    }

    private void updateDeviceFault(int code, Id003Frame f) {
        ValidatorFault now = ValidatorFault.ofStatus(code);
        int detail = now == ValidatorFault.FAILURE && f.dataLength() > 0 ? f.data(0) : 0;
        if (now == deviceFault && detail == deviceFaultDetail) {
            return;
        }
        if (deviceFault != null) {
            emit(new BillEvent.FaultCleared(deviceFault, clock.instant()));
        }
        deviceFault = now;
        deviceFaultDetail = detail;
        if (now != null) {
            emit(new BillEvent.FaultRaised(now, detail, clock.instant()));
        }
    }

    private void onPowerUp(int code) {
        ready = false;
        configured = false;
        // A note in the validator's path at power-up: in the acceptor the reset gives it back; in the stacker
        // path the reset stores it, and with the power-recovery option the validator then reports VEND VALID
        // and STACKED, which credit it the normal way. With no note in the path its fate is unknown.
        if (note != null && !note.inStackerPath) {
            Note n = note;
            if (n.id == null) {
                note = null;
            } else if (code == POWER_UP_BILL_IN_ACCEPTOR) {
                note = null;
                finishReturn(n);
            } else if (code == POWER_UP_BILL_IN_STACKER) {
                n.inStackerPath = true;
                if (n.phase == Phase.RETURNING) {
                    note = null;
                    inDoubt(n, "a note the host asked to return was reported in the stacker path at power-up");
                } else {
                    n.phase = Phase.PENDING;
                }
            } else {
                note = null;
                inDoubt(n, "validator powered up with no note in its path");
            }
        }
        for (Note n : recovered) {
            inDoubt(n, "pending at start-up, older than the note in the validator's path");
        }
        recovered.clear();
        queue.clear();
        needsReset = true;
        queueReset();
    }

    private void onIdle(int code) {
        if (note != null) {
            Note n = note;
            note = null;
            if (n.id == null) {
                // refused without a ledger entry: nothing to resolve
            } else if (n.phase == Phase.VEND_VALID) {
                inDoubt(n, "vend valid acknowledged but the validator went idle without reporting stacked");
            } else if (n.inStackerPath) {
                inDoubt(n, "stored by the reset after power-up, but never reported stacked");
            } else if (n.recovered) {
                inDoubt(n, "pending at start-up and not in the validator's path");
            } else {
                // Without our ACK to VEND VALID the validator cannot have stacked it: it came back.
                finishReturn(n);
            }
        }
        for (Note n : recovered) {
            inDoubt(n, "pending at start-up and not in the validator's path");
        }
        recovered.clear();
        if (needsReset) {
            queueReset();
            return;
        }
        if (configured) {
            ready = true;
            boolean inhibitedNow = code == DISABLE;
            if (inhibitedNow == accepting && deviceFault == null) {
                queueSetting(inhibitCommand()); // the validator's state differs from ours: restate it
            }
        }
    }

    private void onEscrow(Id003Frame f) {
        if (f.dataLength() < 1) {
            protocolError("escrow status without an escrow code");
            return;
        }
        int code = f.data(0);
        if (note != null && note.recovered && table.valueCents(code).orElse(-1) != note.value) {
            // A pending entry from before the restart whose value differs from the note in escrow: not this
            // note. Resolve it later and treat the note in escrow as new.
            recovered.add(note);
            note = null;
        }
        if (note != null) {
            if (note.phase == Phase.PENDING && (note.code == code || note.recovered)) {
                queueFront(Id003Frame.of(STACK_1)); // our STACK-1 was lost or not yet acted on
            } else if (note.phase == Phase.RETURNING) {
                queueFront(Id003Frame.of(RETURN));
            } else {
                protocolError(String.format("escrow code 0x%02X while note %s (0x%02X) is %s", code, note.id,
                        note.code, note.phase));
                if (note.phase == Phase.PENDING) {
                    note.phase = Phase.RETURNING;
                    queueFront(Id003Frame.of(RETURN));
                }
            }
            return;
        }
        OptionalLong value = table.valueCents(code);
        RejectReason refuse = null;
        if (!accepting) {
            refuse = RejectReason.HOST_NOT_ACCEPTING;
        } else if (value.isEmpty()) {
            refuse = RejectReason.HOST_UNKNOWN_DENOMINATION;
        } else if (!enabledCodes.contains(code)) {
            refuse = RejectReason.HOST_DENOMINATION_DISABLED;
        }
        if (refuse != null) {
            note = new Note(null, code, value.orElse(0), false, Phase.RETURNING);
            queueFront(Id003Frame.of(RETURN));
            emit(new BillEvent.NoteRejected(refuse, code, clock.instant()));
            return;
        }
        UUID id = ids.get();
        try {
            ledger.escrowAccepted(id, value.getAsLong());
        } catch (RuntimeException e) {
            // Not durable, so never stacked: give it back. The entry may exist, so it is resolved as returned.
            note = new Note(id, code, value.getAsLong(), false, Phase.RETURNING);
            queueFront(Id003Frame.of(RETURN));
            raiseLedgerFault();
            emit(new BillEvent.NoteRejected(RejectReason.HOST_LEDGER_FAILED, code, clock.instant()));
            return;
        }
        note = new Note(id, code, value.getAsLong(), false, Phase.PENDING);
        queueFront(Id003Frame.of(STACK_1));
        emit(new BillEvent.NoteEscrowed(id, code, value.getAsLong(), clock.instant()));
    }

    private void onVendValid() {
        // The validator repeats VEND VALID until acknowledged, so it is always acknowledged.
        queueFront(Id003Frame.of(ACK));
        if (note != null && note.id != null && (note.phase == Phase.PENDING || note.phase == Phase.VEND_VALID)) {
            note.phase = Phase.VEND_VALID;
            return;
        }
        if (note != null && note.phase == Phase.RETURNING) {
            Note n = note;
            note = null;
            inDoubt(n, "validator vended a note the host asked to return");
            return;
        }
        if (note == null) {
            emit(new BillEvent.NoteInDoubt(null, 0, "vend valid for a note the host never saw in escrow",
                    clock.instant()));
        }
    }

    private void onStacked() {
        if (note == null) {
            return; // a repeated STACKED (the note is already credited) or a stray one: never a credit
        }
        Note n = note;
        note = null;
        if (n.phase == Phase.VEND_VALID && n.id != null) {
            credit(n);
        } else if (n.id != null) {
            inDoubt(n, "stacked reported without a vend valid acknowledged by this host");
        } else {
            emit(new BillEvent.NoteInDoubt(null, n.value, "a refused note was reported stacked", clock.instant()));
        }
    }

    private void onRejecting(Id003Frame f) {
        int raw = f.dataLength() > 0 ? f.data(0) : 0;
        if (note != null) {
            Note n = note;
            if (n.phase == Phase.VEND_VALID) {
                note = null;
                inDoubt(n, "rejecting reported after vend valid");
            } else {
                note = null;
                if (n.id != null) {
                    finishReturn(n);
                }
            }
        }
        emit(new BillEvent.NoteRejected(RejectReason.ofCode(raw), raw, clock.instant()));
    }

    private void onReturning() {
        if (note == null) {
            return;
        }
        Note n = note;
        note = null;
        if (n.phase == Phase.VEND_VALID) {
            inDoubt(n, "returning reported after vend valid");
        } else if (n.id != null) {
            finishReturn(n);
        }
    }

    // ---------------------------------------------------------------- outcomes

    private void credit(Note n) {
        try {
            ledger.stacked(n.id);
        } catch (RuntimeException e) {
            raiseLedgerFault();
            emit(new BillEvent.NoteInDoubt(n.id, n.value, "stacked, but the ledger failed to credit it: "
                    + e.getMessage(), clock.instant()));
            return;
        }
        emit(new BillEvent.NoteStacked(n.id, n.value, clock.instant()));
    }

    private void finishReturn(Note n) {
        try {
            ledger.returned(n.id);
        } catch (RuntimeException e) {
            raiseLedgerFault();
        }
        emit(new BillEvent.NoteReturned(n.id, n.value, clock.instant()));
    }

    private void inDoubt(Note n, String why) {
        emit(new BillEvent.NoteInDoubt(n.id, n.value, why, clock.instant()));
    }

    private void raiseLedgerFault() {
        if (!ledgerFault) {
            ledgerFault = true;
            emit(new BillEvent.FaultRaised(ValidatorFault.LEDGER_FAILED, 0, clock.instant()));
        }
    }

    private void protocolError(String detail) {
        emit(new BillEvent.ProtocolError(detail, clock.instant()));
    }

    private void emit(BillEvent e) {
        sink.accept(e);
    }

    // ---------------------------------------------------------------- queue

    private Id003Frame enableCommand() {
        int mask = 0;
        for (int c = DenominationTable.FIRST_CODE; c <= DenominationTable.LAST_CODE; c++) {
            if (!enabledCodes.contains(c)) {
                mask |= 1 << (c - DenominationTable.FIRST_CODE);
            }
        }
        return Id003Frame.of(SET_ENABLE, mask, 0x00);
    }

    private Id003Frame inhibitCommand() {
        return Id003Frame.of(SET_INHIBIT, accepting ? 0x00 : 0x01);
    }

    private void queueReset() {
        for (Pending p : queue) {
            if (p.frame.command() == RESET) {
                return;
            }
        }
        queue.addFirst(new Pending(Id003Frame.of(RESET)));
    }

    private void queueFront(Id003Frame f) {
        for (Pending p : queue) {
            if (p.frame.equals(f)) {
                return;
            }
        }
        queue.addFirst(new Pending(f));
    }

    /** Queues a setting, replacing a queued one of the same kind. */
    private void queueSetting(Id003Frame f) {
        queue.removeIf(p -> p.frame.command() == f.command() && p != queue.peek());
        if (!queue.isEmpty() && queue.peek().frame.command() == f.command()) {
            if (queue.peek().frame.equals(f)) {
                return;
            }
        }
        queue.addLast(new Pending(f));
    }

    private boolean hasQueuedSetting() {
        for (Pending p : queue) {
            if (isSetting(p.frame.command())) {
                return true;
            }
        }
        return false;
    }
}
