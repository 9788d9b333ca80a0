package io.opencab.hal.bill.id003;

import static io.opencab.hal.bill.id003.Id003Codes.*;

import io.opencab.hal.HalException;
import io.opencab.hal.bill.Parity;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * A device-side ID-003 bill validator for tests and bench work: it runs on the other end of a serial line
 * (typically a socat pseudo-terminal pair) and answers the host like a JCM validator. Controls insert a note
 * of any escrow code, reject one, jam, fill or remove the stacker, cheat, fail, power-cycle, cut the line,
 * and corrupt or duplicate answers.
 *
 * <p>Behaviour: a status request is answered with the current status; RESET is acknowledged and leads to
 * INITIALIZE then ENABLE/DISABLE; a note goes ACCEPTING, ESCROW (until STACK or RETURN), STACKING,
 * VEND VALID (repeated until the host's ACK), STACKED, then idle. Error conditions (stacker full/open,
 * jams, cheated, failure) take precedence in status answers until cleared.
 */
public final class Id003Emulator implements AutoCloseable {
    /** Where a note is when the emulated validator powers up. */
    public enum BillAtPowerUp { NONE, IN_ACCEPTOR, IN_STACKER }

    private enum State {
        POWER_UP, INITIALIZE, IDLE, ACCEPTING, ESCROW, STACKING, VEND_VALID, STACKED, REJECTING, RETURNING
    }

    private final SerialLink link;
    private final Thread thread;
    private final Id003FrameReader reader = new Id003FrameReader();
    private volatile boolean running = true;

    // state, guarded by this
    private State state = State.POWER_UP;
    private int powerUpStatus = POWER_UP;
    private int escrowCode;
    private int rejectReason;
    private boolean noteAccepted; // the inserted note will reach escrow (else it is rejected)
    private int inhibitMask;
    private int optionalFunction;
    private boolean holdInEscrow;
    private boolean inhibited = true;
    private int stackerCapacity = Integer.MAX_VALUE;
    private final List<Integer> stacked = new ArrayList<>();
    private int errorStatus; // 0 = none
    private int failureCode;
    private boolean lineCut;
    private final Id003WireFaults wire = new Id003WireFaults();
    private final Id003RequestLog log = new Id003RequestLog();
    private int wrongEcho; // the setting command echoed wrongly, 0 = none
    private boolean overlongEscrow;

    public Id003Emulator(SerialLink link) {
        this.link = Objects.requireNonNull(link, "link");
        this.thread = Thread.ofPlatform().daemon().name("id003-emulator").unstarted(this::run);
        thread.start();
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
        int bit = escrowCode - 0x61;
        noteAccepted = !inhibited && (bit < 0 || bit > 7 || (inhibitMask & (1 << bit)) == 0);
        rejectReason = 0x79; // inhibited
        state = State.ACCEPTING;
        return true;
    }

    /** A note enters and is rejected by the validator with this reason byte (0x71..0x7E). */
    public synchronized boolean insertRejected(int reason) {
        if (state != State.IDLE || errorStatus != 0) {
            return false;
        }
        noteAccepted = false;
        rejectReason = reason;
        state = State.ACCEPTING;
        return true;
    }

    public synchronized void jamAcceptor() {
        errorStatus = JAM_IN_ACCEPTOR;
    }

    public synchronized void jamStacker() {
        errorStatus = JAM_IN_STACKER;
    }

    /** Clears a jam, cheat or failure: the validator resumes where it was. */
    public synchronized void clearError() {
        errorStatus = stackerFull() ? STACKER_FULL : 0;
        failureCode = 0;
    }

    /** The stacker holds this many more notes before reporting STACKER_FULL. */
    public synchronized void stackerCapacity(int notes) {
        stackerCapacity = stacked.size() + notes;
        if (stackerFull()) {
            errorStatus = STACKER_FULL;
        }
    }

    public synchronized void fillStacker() {
        stackerCapacity(0);
    }

    public synchronized void removeStacker() {
        errorStatus = STACKER_OPEN;
    }

    /** A new, empty stacker (counted notes are kept in {@link #stackedCodes()}). */
    public synchronized void replaceStacker() {
        stackerCapacity = Integer.MAX_VALUE;
        errorStatus = 0;
    }

    public synchronized void cheat() {
        errorStatus = CHEATED;
    }

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
        inhibited = true;
        errorStatus = 0;
    }

    /** While held, a note stays in escrow: STACK is acknowledged but not acted on (to cut power mid-flow). */
    public synchronized void holdInEscrow(boolean hold) {
        holdInEscrow = hold;
    }

    public synchronized boolean inEscrow() {
        return state == State.ESCROW;
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
        wrongEcho = command;
    }

    /** While on, the escrow status carries an extra 0x00 after the escrow code ({@code FC 07 13 cc 00 ..}). */
    public synchronized void overlongEscrow(boolean on) {
        overlongEscrow = on;
    }

    // ------------------------------------------------------------------ observation

    public synchronized List<Integer> stackedCodes() {
        return List.copyOf(stacked);
    }

    public synchronized boolean inhibited() {
        return inhibited;
    }

    public synchronized int inhibitMask() {
        return inhibitMask;
    }

    public synchronized boolean idle() {
        return state == State.IDLE;
    }

    public synchronized long requests() {
        return log.requests();
    }

    public synchronized long statusRequests() {
        return log.statusRequests();
    }

    /** The most commands other than status requests the host sent in a row. */
    public synchronized int longestCommandRun() {
        return log.longestCommandRun();
    }

    private boolean stackerFull() {
        return stacked.size() >= stackerCapacity;
    }

    // ------------------------------------------------------------------ protocol

    private void run() {
        byte[] buf = new byte[256];
        while (running) {
            try {
                int n = link.read(buf, 50);
                reader.feed(buf, 0, n);
                Id003Frame f;
                while ((f = reader.poll()) != null) {
                    byte[] out = answer(f);
                    if (out != null) {
                        link.write(out);
                    }
                }
            } catch (IOException e) {
                if (running) {
                    // The host end went away; keep trying until closed (the line may come back).
                    try {
                        Thread.sleep(20);
                    } catch (InterruptedException ie) {
                        return;
                    }
                }
            }
        }
    }

    private synchronized byte[] answer(Id003Frame f) {
        log.received(f);
        Id003Frame reply = respond(f.command() == wrongEcho && f.dataLength() > 0 ? changed(f) : f);
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
                if (state == State.POWER_UP && powerUpStatus == POWER_UP_BILL_IN_STACKER
                        && (optionalFunction & POWER_RECOVERY) != 0) {
                    state = State.VEND_VALID; // power recovery: the stored note is vended again
                } else {
                    if (state == State.POWER_UP && powerUpStatus == POWER_UP_BILL_IN_STACKER) {
                        stacked.add(escrowCode); // the reset stores a note left in the stacker path
                    }
                    state = State.INITIALIZE;
                }
                if (errorStatus == CHEATED || errorStatus == FAILURE) {
                    errorStatus = 0;
                }
                return Id003Frame.of(ACK);
            case STACK_1, STACK_2:
                if (state != State.ESCROW) {
                    return Id003Frame.of(INVALID_COMMAND);
                }
                if (!holdInEscrow) {
                    state = State.STACKING;
                }
                return Id003Frame.of(ACK);
            case RETURN:
                if (state != State.ESCROW) {
                    return Id003Frame.of(INVALID_COMMAND);
                }
                state = State.RETURNING;
                return Id003Frame.of(ACK);
            case HOLD, WAIT:
                return Id003Frame.of(ACK);
            case ACK:
                if (state == State.VEND_VALID) {
                    state = State.STACKED;
                    stacked.add(escrowCode);
                }
                return null; // the host's ACK is not answered
            case SET_ENABLE:
                if (f.dataLength() >= 1) {
                    inhibitMask = f.data(0);
                }
                return f;
            case SET_INHIBIT:
                if (f.dataLength() >= 1) {
                    inhibited = f.data(0) != 0;
                }
                return f;
            case SET_OPTIONAL_FUNCTION:
                if (f.dataLength() >= 1) {
                    optionalFunction = f.data(0);
                }
                return f;
            case SET_SECURITY, SET_COMMUNICATION_MODE, SET_DIRECTION:
                return f;
            case GET_ENABLE:
                return Id003Frame.of(GET_ENABLE, inhibitMask, 0);
            case GET_INHIBIT:
                return Id003Frame.of(GET_INHIBIT, inhibited ? 1 : 0);
            case GET_VERSION:
                return new Id003Frame(GET_VERSION, "OpenCab ID-003 emulator".getBytes(StandardCharsets.US_ASCII));
            default:
                return Id003Frame.of(INVALID_COMMAND);
        }
    }

    private static Id003Frame changed(Id003Frame setting) {
        byte[] data = setting.data();
        data[0] ^= 0x01;
        return new Id003Frame(setting.command(), data);
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
                return Id003Frame.of(inhibited ? DISABLE : ENABLE);
            case ACCEPTING:
                state = noteAccepted ? State.ESCROW : State.REJECTING;
                return Id003Frame.of(ACCEPTING);
            case ESCROW:
                return overlongEscrow ? Id003Frame.of(ESCROW, escrowCode, 0x00) : Id003Frame.of(ESCROW, escrowCode);
            case STACKING:
                state = State.VEND_VALID;
                return Id003Frame.of(STACKING);
            case VEND_VALID:
                return Id003Frame.of(VEND_VALID);
            case STACKED:
                state = State.IDLE;
                if (stackerFull()) {
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

    @Override
    public void close() {
        running = false;
        try {
            thread.join(2_000);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        link.close();
    }
}
