package io.opencab.hal.bill.id003;

import static io.opencab.hal.bill.id003.Id003Codes.*;

import io.opencab.hal.HalException;
import io.opencab.hal.bill.Parity;
import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * A device-side ID-003 bill validator for tests and bench work: it runs on the other end of a serial line
 * (typically a socat pseudo-terminal pair) and answers the host like a JCM validator. Controls insert a note
 * of any escrow code or a barcode ticket, reject one, jam, fill or remove the stacker, cheat, fail,
 * power-cycle, cut the line, and corrupt or duplicate answers. Its settings are {@link Id003EmulatedSettings},
 * its cash box {@link Id003EmulatedStacker}, its line faults {@link Id003WireFaults}.
 *
 * <p>Behaviour: a status request is answered with the current status; RESET is acknowledged and leads to
 * INITIALIZE then ENABLE/DISABLE; a note goes ACCEPTING, ESCROW (until STACK or RETURN), STACKING,
 * VEND VALID (repeated until the host's ACK), STACKED, then idle. A ticket reports ESCROW as
 * {@code 13 6F <barcode characters>}; HOLD keeps it there (HOLDING) until STACK or RETURN. Error conditions
 * (stacker full/open, jams, cheated, failure) take precedence in status answers until cleared.
 */
public final class Id003Emulator implements AutoCloseable {
    /** Where a note is when the emulated validator powers up. */
    public enum BillAtPowerUp { NONE, IN_ACCEPTOR, IN_STACKER }

    private enum State {
        POWER_UP, INITIALIZE, IDLE, ACCEPTING, ESCROW, HOLDING, STACKING, VEND_VALID, STACKED, REJECTING, RETURNING
    }

    private final Id003EmulatorLine line;

    // state, guarded by this
    private State state = State.POWER_UP;
    private int powerUpStatus = POWER_UP;
    private int escrowCode;
    private String barcode; // the ticket in the path, null for a note
    private int rejectReason;
    private boolean noteAccepted; // the inserted item will reach escrow (else it is rejected)
    private boolean holdInEscrow;
    private boolean jamOnStack;
    private int escrowTimeoutPolls; // 0 = the item waits in escrow for ever
    private int escrowPolls;
    private int errorStatus; // 0 = none
    private int failureCode;
    private boolean lineCut;
    private final Id003EmulatedSettings settings = new Id003EmulatedSettings();
    private final Id003EmulatedStacker stacker = new Id003EmulatedStacker();
    private final Id003WireFaults wire = new Id003WireFaults();
    private final Id003RequestLog log = new Id003RequestLog();
    private boolean overlongEscrow;

    public Id003Emulator(SerialLink link) {
        this.line = new Id003EmulatorLine(link, this::answer);
        line.start();
    }

    /** Opens the device end of a line by path (8N1 over a pty: ptys reject even parity on reopen). */
    public static Id003Emulator open(String path, Parity parity) {
        return new Id003Emulator(JSerialCommLink.open(path, 9600, parity));
    }

    // ------------------------------------------------------------------ controls

    /** A note with this escrow code enters; returns false if the validator is busy. */
    public synchronized boolean insert(int escrowCode) {
        if (state != State.IDLE || errorStatus != 0) {
            return false;
        }
        this.escrowCode = escrowCode;
        barcode = null;
        noteAccepted = settings.accepts(escrowCode);
        rejectReason = 0x79; // inhibited
        state = State.ACCEPTING;
        return true;
    }

    /**
     * A barcode ticket enters (any characters: the host judges them); returns false if the validator is busy.
     * It is rejected (0x79) only while the validator is inhibited.
     */
    public synchronized boolean insertTicket(String barcode) {
        if (state != State.IDLE || errorStatus != 0) {
            return false;
        }
        this.barcode = barcode;
        escrowCode = TICKET_ESCROW_CODE;
        noteAccepted = !settings.inhibited();
        rejectReason = 0x79;
        state = State.ACCEPTING;
        return true;
    }

    /** A note enters and is rejected by the validator with this reason byte (0x71..0x7E). */
    public synchronized boolean insertRejected(int reason) {
        if (state != State.IDLE || errorStatus != 0) {
            return false;
        }
        noteAccepted = false;
        barcode = null;
        rejectReason = reason;
        state = State.ACCEPTING;
        return true;
    }

    public synchronized void jamAcceptor() { errorStatus = JAM_IN_ACCEPTOR; }

    public synchronized void jamStacker() { errorStatus = JAM_IN_STACKER; }

    /** Clears a jam, cheat or failure: the validator resumes where it was. */
    public synchronized void clearError() {
        errorStatus = stacker.full() ? STACKER_FULL : 0;
        failureCode = 0;
    }

    /** The stacker holds this many more notes before reporting STACKER_FULL. */
    public synchronized void stackerCapacity(int notes) {
        stacker.room(notes);
        if (stacker.full()) {
            errorStatus = STACKER_FULL;
        }
    }

    public synchronized void fillStacker() {
        stackerCapacity(0);
    }

    public synchronized void removeStacker() { errorStatus = STACKER_OPEN; }

    /** A new, empty stacker (counted items are kept in {@link #stackedCodes()} and {@link #stackedTickets()}). */
    public synchronized void replaceStacker() {
        stacker.replace();
        errorStatus = 0;
    }

    public synchronized void cheat() { errorStatus = CHEATED; }

    public synchronized void fail(int failure) {
        errorStatus = FAILURE;
        failureCode = failure;
    }

    /** Power cycle: reports a power-up status until the host resets it. */
    public synchronized void powerCycle(BillAtPowerUp bill) {
        state = State.POWER_UP;
        powerUpStatus = switch (bill) {
            case NONE -> POWER_UP;
            case IN_ACCEPTOR -> POWER_UP_BILL_IN_ACCEPTOR;
            case IN_STACKER -> POWER_UP_BILL_IN_STACKER;
        };
        settings.powerCycle();
        errorStatus = 0;
    }

    /** While held, a note stays in escrow: STACK is acknowledged but not acted on (to cut power mid-flow). */
    public synchronized void holdInEscrow(boolean hold) {
        holdInEscrow = hold;
    }

    /**
     * The item in escrow (held or not) goes into the stacker without the host's STACK, as a faulty or tampered
     * validator might: STACKING, VEND VALID (until acknowledged), STACKED. False when nothing is in escrow.
     */
    public synchronized boolean stackUnasked() {
        if (!inEscrow()) {
            return false;
        }
        state = State.STACKING;
        return true;
    }

    /** The next STACK jams the item in the stacker (JAM_IN_STACKER until {@link #clearError}). */
    public synchronized void jamOnStack(boolean on) {
        jamOnStack = on;
    }

    /**
     * After this many status requests in escrow without HOLD, STACK or RETURN the validator gives the item back
     * itself (REJECTING 0x79, as JCM firmware does on an escrow timeout); 0 = never.
     */
    public synchronized void escrowTimeoutPolls(int polls) {
        escrowTimeoutPolls = polls;
    }

    public synchronized boolean inEscrow() {
        return state == State.ESCROW || state == State.HOLDING;
    }

    /** Between STACK and STACKED: the item is on its way into the stacker (STACKING or VEND VALID). */
    public synchronized boolean stacking() { return state == State.STACKING || state == State.VEND_VALID; }

    /** In escrow and held there by the host's HOLD. */
    public synchronized boolean holding() {
        return state == State.HOLDING;
    }

    /** Cut (true) or restore the line: while cut, requests are read and never answered. */
    public synchronized void cutLine(boolean cut) {
        lineCut = cut;
    }

    /** These bytes go out just before the next answer. */
    public synchronized void sendGarbage(byte[] bytes) {
        wire.sendGarbage(bytes);
    }

    /** The next {@code n} answers go out with a wrong CRC. */
    public synchronized void corruptAnswers(int n) {
        wire.corruptAnswers(n);
    }

    /** The next {@code n} answers are sent twice. */
    public synchronized void duplicateAnswers(int n) {
        wire.duplicateAnswers(n);
    }

    /** The next {@code n} answers are cut short by their last two bytes. */
    public synchronized void truncateAnswers(int n) {
        wire.truncateAnswers(n);
    }

    /** This setting (e.g. 0xC0) is taken and echoed with bit 0 of its first data byte flipped; 0 = none. */
    public synchronized void echoWrongSetting(int command) {
        settings.echoWrongSetting(command);
    }

    /** While on, the escrow status carries an extra 0x00 after the escrow code ({@code FC 07 13 cc 00 ..}). */
    public synchronized void overlongEscrow(boolean on) {
        overlongEscrow = on;
    }

    // ------------------------------------------------------------------ observation

    public synchronized List<Integer> stackedCodes() {
        return stacker.notes();
    }

    /** The barcodes of the tickets stacked, in order. */
    public synchronized List<String> stackedTickets() {
        return stacker.tickets();
    }

    public synchronized boolean inhibited() { return settings.inhibited(); }

    public synchronized int inhibitMask() { return settings.inhibitMask(); }

    public synchronized boolean idle() { return state == State.IDLE; }

    public synchronized long requests() { return log.requests(); }

    public synchronized long statusRequests() { return log.statusRequests(); }

    /** RESET commands received (each starts a reset and settings round). */
    public synchronized long resets() { return log.resets(); }

    /** The most commands other than status requests the host sent in a row. */
    public synchronized int longestCommandRun() {
        return log.longestCommandRun();
    }

    // ------------------------------------------------------------------ protocol

    private synchronized byte[] answer(Id003Frame f) {
        log.received(f);
        Id003Frame reply = respond(f);
        if (lineCut || reply == null) {
            return null;
        }
        return wire.onTheWire(reply.encode());
    }

    private Id003Frame respond(Id003Frame f) {
        if (lineCut) {
            return null; // the request never arrived; nothing changes
        }
        int cmd = f.command();
        switch (cmd) {
            case STATUS_REQUEST:
                return status();
            case RESET:
                if (state == State.POWER_UP && powerUpStatus == POWER_UP_BILL_IN_STACKER && settings.powerRecovery()) {
                    state = State.VEND_VALID; // power recovery: the stored item is vended again
                } else {
                    if (state == State.POWER_UP && powerUpStatus == POWER_UP_BILL_IN_STACKER) {
                        stacker.store(escrowCode, barcode); // the reset stores an item left in the stacker path
                    }
                    state = State.INITIALIZE;
                }
                if (errorStatus == CHEATED || errorStatus == FAILURE) {
                    errorStatus = 0;
                }
                return Id003Frame.of(ACK);
            case STACK_1, STACK_2:
                if (!inEscrow()) {
                    return Id003Frame.of(INVALID_COMMAND);
                }
                if (jamOnStack) {
                    jamOnStack = false;
                    state = State.STACKING;
                    errorStatus = JAM_IN_STACKER;
                } else {
                    state = holdInEscrow ? State.ESCROW : State.STACKING; // STACK ends a HOLD either way
                }
                return Id003Frame.of(ACK);
            case RETURN:
                if (!inEscrow()) {
                    return Id003Frame.of(INVALID_COMMAND);
                }
                state = State.RETURNING;
                return Id003Frame.of(ACK);
            case HOLD:
                if (inEscrow()) {
                    state = State.HOLDING;
                    escrowPolls = 0;
                }
                return Id003Frame.of(ACK);
            case WAIT:
                return Id003Frame.of(ACK);
            case ACK:
                if (state == State.VEND_VALID) {
                    state = State.STACKED;
                    stacker.store(escrowCode, barcode);
                }
                return null; // the host's ACK is not answered
            default:
                Id003Frame answer = settings.answer(f);
                return answer != null ? answer : Id003Frame.of(INVALID_COMMAND);
        }
    }

    /** The status answer, advancing transient states (each is reported once, then the next one). */
    private Id003Frame status() {
        if (state == State.POWER_UP) {
            return Id003Frame.of(powerUpStatus);
        }
        if (errorStatus == FAILURE) {
            return Id003Frame.of(FAILURE, failureCode);
        }
        if (errorStatus != 0) {
            return Id003Frame.of(errorStatus);
        }
        switch (state) {
            case INITIALIZE:
                state = State.IDLE;
                return Id003Frame.of(INITIALIZE);
            case IDLE:
                return Id003Frame.of(settings.inhibited() ? DISABLE : ENABLE);
            case ACCEPTING:
                state = noteAccepted ? State.ESCROW : State.REJECTING;
                escrowPolls = 0;
                return Id003Frame.of(ACCEPTING);
            case ESCROW, HOLDING:
                if (escrowTimeoutPolls > 0 && ++escrowPolls > escrowTimeoutPolls) {
                    state = State.IDLE; // escrow timeout: given back
                    return Id003Frame.of(REJECTING, 0x79);
                }
                return state == State.HOLDING ? Id003Frame.of(HOLDING) : escrowStatus();
            case STACKING:
                state = State.VEND_VALID;
                return Id003Frame.of(STACKING);
            case VEND_VALID:
                return Id003Frame.of(VEND_VALID);
            case STACKED:
                state = State.IDLE;
                if (stacker.full()) {
                    errorStatus = STACKER_FULL;
                }
                return Id003Frame.of(STACKED);
            case REJECTING:
                state = State.IDLE;
                return Id003Frame.of(REJECTING, rejectReason);
            case RETURNING:
                state = State.IDLE;
                return Id003Frame.of(RETURNING);
            default:
                throw new HalException("emulator in unexpected state " + state);
        }
    }

    private Id003Frame escrowStatus() {
        if (barcode != null) {
            byte[] chars = barcode.getBytes(StandardCharsets.ISO_8859_1);
            byte[] data = new byte[chars.length + 1];
            data[0] = (byte) TICKET_ESCROW_CODE;
            System.arraycopy(chars, 0, data, 1, chars.length);
            return new Id003Frame(ESCROW, data);
        }
        return overlongEscrow ? Id003Frame.of(ESCROW, escrowCode, 0x00) : Id003Frame.of(ESCROW, escrowCode);
    }

    @Override
    public void close() {
        line.close();
    }
}
