package io.opencab.hal.bill.id003;

import static io.opencab.hal.bill.id003.Id003Codes.*;

import io.opencab.hal.HalException;
import io.opencab.hal.bill.BillEvent;
import io.opencab.hal.bill.BillValidatorStatus;
import io.opencab.hal.bill.DenominationTable;
import io.opencab.hal.bill.EscrowLedger;
import java.time.Clock;
import java.time.Duration;
import java.util.Objects;
import java.util.Set;
import java.util.TreeSet;
import java.util.UUID;
import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * The host side of ID-003 as a state machine without I/O or threads: the driver asks it what to send,
 * tells it what came back (or that nothing valid came back) and it decides, calls the ledger and emits
 * events. Being pure, it is what the codec, flow and fuzz tests drive directly. It keeps the start-up
 * sequence (reset, settings) and the answers to commands; the note's flow is {@link Id003NoteFlow}, a barcode
 * ticket's {@link Id003TicketFlow} (reports go to the ticket's flow while a ticket is in flight, else to the
 * note's), the queued commands {@link Id003CommandQueue}, the faults and counters {@link Id003Faults}.
 *
 * <p>Credit rules (regulations.md 1.9): a note is made durable ({@link EscrowLedger#escrowAccepted}) at
 * escrow, before STACK-1 is sent and so before VEND VALID can be acknowledged; it is credited
 * ({@link EscrowLedger#stacked}) only when STACKED follows a VEND VALID this host acknowledged for that same
 * note, and then the note is forgotten, so a repeated STACKED credits nothing. Every other ending either
 * returns the note ({@link EscrowLedger#returned}) when the reports prove it came back, or reports it in
 * doubt and leaves the pending entry for an attendant.
 */
public final class Id003Host {
    /** Attempts at one queued command before it is dropped (the status poll then re-decides). */
    static final int MAX_ATTEMPTS = Id003CommandQueue.MAX_ATTEMPTS;

    private static final Id003Frame STATUS = Id003Frame.of(STATUS_REQUEST);

    private final DenominationTable table;
    private final Id003Events events;
    private final Id003CommandQueue queue = new Id003CommandQueue();
    private final Id003Faults faults;
    private final Id003NoteFlow notes;
    private final Id003TicketFlow tickets;
    private final Id003SettingsCheck settings;

    private boolean accepting;
    private Set<Integer> enabledCodes;
    private boolean needsReset = true;
    private boolean configured;
    private boolean ready;

    /** Default ticket hold time, as {@code BillValidatorConfig.defaults}. */
    static final Duration DEFAULT_TICKET_HOLD = Duration.ofSeconds(30);

    public Id003Host(DenominationTable table, Set<Integer> enabledCodes, EscrowLedger ledger, Clock clock,
            int failuresBeforeLoss, Supplier<UUID> ids, Consumer<BillEvent> sink) {
        this(table, enabledCodes, ledger, clock, failuresBeforeLoss, DEFAULT_TICKET_HOLD, ids, sink);
    }

    /** {@code ticketHold}: how long a ticket stays in escrow without a decision before it is given back. */
    public Id003Host(DenominationTable table, Set<Integer> enabledCodes, EscrowLedger ledger, Clock clock,
            int failuresBeforeLoss, Duration ticketHold, Supplier<UUID> ids, Consumer<BillEvent> sink) {
        this.table = Objects.requireNonNull(table, "table");
        this.enabledCodes = Set.copyOf(enabledCodes);
        Objects.requireNonNull(ledger, "ledger");
        this.events = new Id003Events(clock, sink);
        this.faults = new Id003Faults(events, failuresBeforeLoss);
        this.settings = new Id003SettingsCheck(events);
        this.notes = new Id003NoteFlow(table, ledger, Objects.requireNonNull(ids, "ids"), events, faults, queue);
        long holdMillis = Objects.requireNonNull(ticketHold, "ticketHold").toMillis();
        this.tickets = new Id003TicketFlow(ids, events, queue, holdMillis);
    }

    // ---------------------------------------------------------------- what to send

    /** The command to send now: the head of the queue, else a status request. */
    public synchronized Id003Frame nextCommand() {
        Id003Frame head = queue.head();
        return head == null ? STATUS : head;
    }

    /** Whether the validator answers this command (it does not answer the host's ACK). */
    public static boolean expectsAnswer(Id003Frame command) {
        return command.command() != ACK;
    }

    /** Called once the command has been written. A host ACK needs no answer, so it is done. */
    public synchronized void sent(Id003Frame command) {
        if (command.command() == ACK && queue.isHead(command)) {
            queue.completeHead();
        }
    }

    /** True when a command other than a status poll waits, so the driver should not pause. */
    public synchronized boolean hasQueued() {
        return !queue.isEmpty();
    }

    // ---------------------------------------------------------------- host requests

    public synchronized void setAccepting(boolean on) {
        accepting = on;
        settings.restart();
        if (configured) {
            queue.queueSetting(inhibitCommand());
        }
    }

    public synchronized void setEnabledCodes(Set<Integer> codes) {
        for (int c : codes) {
            if (table.valueCents(c).isEmpty()) {
                throw new HalException(String.format(
                        "escrow code 0x%02X has no value in the %s denomination table", c, table.currency()));
            }
        }
        enabledCodes = Set.copyOf(codes);
        if (configured) {
            queue.queueSetting(enableCommand());
        }
    }

    public synchronized void setTicketsAccepted(boolean on) {
        tickets.setAccepted(on);
    }

    /** The cabinet has made the host's authorisation durable: stack the ticket held in escrow. */
    public synchronized void stackTicket(UUID ticketId) {
        tickets.stack(Objects.requireNonNull(ticketId, "ticketId"));
    }

    public synchronized void returnTicket(UUID ticketId) {
        tickets.giveBack(Objects.requireNonNull(ticketId, "ticketId"));
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
        return faults.status(ready, accepting, settings.faulted());
    }

    // ---------------------------------------------------------------- answers

    /** No valid answer to {@code sent} (timeout, garbage, bad CRC, truncated frame, port error). */
    public synchronized void onNoAnswer(Id003Frame sent) {
        failedAttempt(sent);
        faults.onNoAnswer();
        if (faults.communicationLost()) {
            tickets.onCommunicationLost();
        }
        tickets.tick();
    }

    /** A frame with a good CRC arrived in answer to {@code sent}. */
    public synchronized void onFrame(Id003Frame sent, Id003Frame answer) {
        tickets.tick();
        if (faults.onValidFrame() && configured) {
            // The validator may have been reconfigured or power-cycled meanwhile: restate our settings.
            queue.queueSetting(enableCommand());
            queue.queueSetting(inhibitCommand());
        }
        int code = answer.command();
        boolean queued = queue.isHead(sent);
        if (queued && answers(sent, answer)) {
            queue.completeHead();
            if (sent.command() == RESET) {
                onResetAcknowledged();
            } else if (isSetting(sent.command())) {
                settings.confirmed(sent);
                settingLeftQueue();
            }
            return;
        }
        if (code == INVALID_COMMAND) {
            if (queued) {
                queue.completeHead(); // refused outright: no point in sending it again
                if (isSetting(sent.command())) {
                    settingDropped(sent);
                }
            }
            events.protocolError("validator refused " + sent + " as an invalid command");
            return;
        }
        // Any other answer to a queued command is a failed attempt at it: a wrong echo, an ACK to a setting, a
        // read answer, or a status (which then decides anew). MAX_ATTEMPTS of them drop it.
        if (queued) {
            failedAttempt(sent);
        }
        if (isSetting(code) || code == ACK) {
            if (queued || isSetting(code)) {
                events.protocolError("answer " + answer + " does not match the command sent " + sent);
            }
            return;
        }
        if (code >= 0x80 && code <= 0x8A) {
            return; // answers to read requests: not used by the credit flow
        }
        onStatus(code, answer);
    }

    /** Whether {@code answer} is the proper answer to {@code sent}: ACK to an operation, the echo of a setting. */
    private static boolean answers(Id003Frame sent, Id003Frame answer) {
        return isOperation(sent.command()) ? answer.command() == ACK
                : isSetting(sent.command()) && answer.equals(sent);
    }

    private void failedAttempt(Id003Frame sent) {
        if (queue.failedAttempt(sent) && isSetting(sent.command())) {
            settingDropped(sent);
        }
    }

    /** A setting left the queue unconfirmed: fault, and (bounded) a reset and re-configuration at the next poll. */
    private void settingDropped(Id003Frame setting) {
        settings.dropped(setting);
        if (!needsReset && settings.mayReconfigure()) {
            needsReset = true;
        }
        settingLeftQueue();
    }

    private void settingLeftQueue() {
        if (!queue.hasQueuedSetting()) {
            configured = true;
        }
    }

    private void onResetAcknowledged() {
        needsReset = false;
        configured = false;
        ready = false;
        queue.queueSetting(enableCommand());
        queue.queueSetting(Id003Frame.of(SET_SECURITY, 0x00, 0x00));
        queue.queueSetting(Id003Frame.of(SET_OPTIONAL_FUNCTION, POWER_RECOVERY, 0x00));
        queue.queueSetting(inhibitCommand());
    }

    private void onStatus(int code, Id003Frame f) {
        if (!wellFormed(code, f)) {
            // A status of the wrong length is not believed: no state changes on its strength.
            events.protocolError(String.format("status %s %s refused: wrong length, %d data bytes instead of %s",
                    statusName(code), f, f.dataLength(), isTicketEscrow(f) ? "1 + 1.." + MAX_BARCODE_LENGTH
                            : String.valueOf(statusDataLength(code))));
            if (code == ESCROW && tickets.inFlight()) {
                tickets.onForeignEscrow(f);
            } else if (code == ESCROW) {
                notes.onMalformedEscrow(f);
            }
            return;
        }
        faults.onStatus(code, f);
        switch (code) {
            case POWER_UP, POWER_UP_BILL_IN_ACCEPTOR, POWER_UP_BILL_IN_STACKER -> onPowerUp(code);
            case ENABLE, DISABLE -> onIdle(code);
            case INITIALIZE, ACCEPTING, STACKING, PAUSE -> { }
            case HOLDING -> onHolding();
            case ESCROW -> onEscrow(f);
            case VEND_VALID -> {
                if (tickets.inFlight()) {
                    tickets.onVendValid();
                } else {
                    notes.onVendValid();
                }
            }
            case STACKED -> {
                if (tickets.inFlight()) {
                    tickets.onStacked();
                } else {
                    notes.onStacked();
                }
            }
            case REJECTING -> {
                if (tickets.inFlight()) {
                    tickets.onRejecting(f);
                } else {
                    notes.onRejecting(f);
                }
            }
            case RETURNING -> {
                if (tickets.inFlight()) {
                    tickets.onReturning();
                } else {
                    notes.onReturning();
                }
            }
            case STACKER_FULL, STACKER_OPEN, JAM_IN_ACCEPTOR, JAM_IN_STACKER, CHEATED, FAILURE,
                    COMMUNICATION_ERROR -> {
                tickets.onErrorStatus(code);
                afterErrorStatus();
            }
            default -> events.protocolError(String.format("unknown status 0x%02X %s", code, f));
        }
    }

    /** Only one item is followed: a ticket in flight takes every escrow, a note in flight every other one. */
    private void onEscrow(Id003Frame f) {
        if (tickets.inFlight()) {
            if (isTicketEscrow(f)) {
                tickets.onEscrow(f, accepting, !settings.faulted());
            } else {
                tickets.onForeignEscrow(f);
            }
        } else if (isTicketEscrow(f) && !notes.claimsEscrow(f.data(0))) {
            tickets.onEscrow(f, accepting, !settings.faulted());
        } else {
            notes.onEscrow(f, accepting, !settings.faulted(), enabledCodes);
        }
    }

    /**
     * An item held in escrow. With no ticket of ours in flight the HOLD was another host's: this driver restarted
     * (the firmware alone, the validator kept its power) while a ticket waited for a decision. Without our STACK it
     * cannot have been stacked, so it is given back; otherwise the validator would hold it and never finish start-up.
     */
    private void onHolding() {
        if (tickets.inFlight()) {
            tickets.onHolding();
            return;
        }
        events.protocolError("an item held in escrow for no ticket of this host: returned");
        queue.queueFront(Id003Frame.of(RETURN));
    }

    private void afterErrorStatus() {
        // An error status still proves the validator is alive; start-up may finish in a fault (it is shown).
        if (needsReset) {
            queue.queueReset();
        } else if (configured) {
            ready = true;
        }
    }

    private void onPowerUp(int code) {
        ready = false;
        configured = false;
        notes.onPowerUp(code);
        tickets.onPowerUp(code);
        settings.onPowerUp();
        queue.clear();
        needsReset = true;
        queue.queueReset();
    }

    private void onIdle(int code) {
        if (tickets.inFlight()) {
            tickets.onIdle();
        }
        notes.onIdle();
        if (needsReset) {
            queue.queueReset();
            return;
        }
        if (configured) {
            ready = true;
            boolean inhibitedNow = code == DISABLE;
            if (settings.idle(inhibitedNow == accepting)) {
                queue.queueSetting(inhibitCommand()); // the validator's state differs from ours: restate it
            }
        }
    }

    // ---------------------------------------------------------------- settings

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
}
