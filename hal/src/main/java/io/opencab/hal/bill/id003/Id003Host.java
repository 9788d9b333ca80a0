package io.opencab.hal.bill.id003;

import static io.opencab.hal.bill.id003.Id003Codes.*;

import io.opencab.hal.bill.BillEvent;
import io.opencab.hal.bill.BillValidatorConfig;
import io.opencab.hal.bill.BillValidatorStatus;
import io.opencab.hal.bill.DenominationTable;
import io.opencab.hal.bill.EscrowLedger;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.UUID;
import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * The host side of ID-003 as a state machine without I/O or threads: the driver asks it what to send,
 * tells it what came back (or that nothing valid came back) and it decides, calls the ledger and emits
 * events. Being pure, it is what the codec, flow and fuzz tests drive directly. It routes the answers to commands
 * and the statuses: the start-up sequence (reset, settings, their retries) is {@link Id003Setup}, the note's flow is {@link Id003NoteFlow}, a barcode
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

    private final Id003Events events;
    private final Id003CommandQueue queue = new Id003CommandQueue();
    private final Id003Faults faults;
    private final Id003NoteFlow notes;
    private final Id003TicketFlow tickets;
    private final Id003Setup setup;

    /** Default ticket hold time, as {@code BillValidatorConfig.defaults}. */
    static final Duration DEFAULT_TICKET_HOLD = Duration.ofSeconds(30);

    public Id003Host(DenominationTable table, Set<Integer> enabledCodes, EscrowLedger ledger, Clock clock,
            int failuresBeforeLoss, Supplier<UUID> ids, Consumer<BillEvent> sink) {
        this(table, enabledCodes, ledger, clock, failuresBeforeLoss, DEFAULT_TICKET_HOLD,
                BillValidatorConfig.DEFAULT_SETTINGS_RETRY, ids, sink);
    }

    /**
     * {@code ticketHold}: how long a ticket stays in escrow without a decision before it is given back;
     * {@code settingsRetry}: the back-off of retries while SETTINGS_UNCONFIRMED stands (the last step repeats).
     */
    public Id003Host(DenominationTable table, Set<Integer> enabledCodes, EscrowLedger ledger, Clock clock,
            int failuresBeforeLoss, Duration ticketHold, List<Duration> settingsRetry, Supplier<UUID> ids,
            Consumer<BillEvent> sink) {
        Objects.requireNonNull(table, "table");
        Objects.requireNonNull(ledger, "ledger");
        this.events = new Id003Events(clock, sink);
        this.faults = new Id003Faults(events, failuresBeforeLoss);
        this.setup = new Id003Setup(table, enabledCodes, queue,
                new Id003SettingsCheck(events, Objects.requireNonNull(settingsRetry, "settingsRetry")));
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
        setup.setAccepting(on);
    }

    public synchronized void setEnabledCodes(Set<Integer> codes) {
        setup.setEnabledCodes(codes);
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

    /**
     * The attendant asks for the settings to be tried again now (issue 41): while SETTINGS_UNCONFIRMED stands, the
     * validator is reset and reconfigured at its next idle or error status, and the back-off starts over.
     */
    public synchronized void retrySettings() {
        setup.retrySettings();
    }

    public synchronized boolean accepting() {
        return setup.accepting();
    }

    public synchronized Set<Integer> enabledCodes() {
        return setup.enabledCodes();
    }

    public synchronized boolean ready() {
        return setup.ready();
    }

    public synchronized BillValidatorStatus status() {
        return faults.status(setup.ready(), setup.accepting(), setup.faulted());
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
        if (faults.onValidFrame()) {
            setup.onCommunicationRestored();
        }
        int code = answer.command();
        boolean queued = queue.isHead(sent);
        if (queued && answers(sent, answer)) {
            queue.completeHead();
            if (sent.command() == RESET) {
                setup.onResetAcknowledged();
            } else if (isSetting(sent.command())) {
                setup.settingConfirmed(sent);
            }
            return;
        }
        if (code == INVALID_COMMAND) {
            if (queued) {
                queue.completeHead(); // refused outright: no point in sending it again
                if (isSetting(sent.command())) {
                    setup.settingDropped(sent);
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
            setup.settingDropped(sent);
        }
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
                setup.afterErrorStatus();
            }
            default -> events.protocolError(String.format("unknown status 0x%02X %s", code, f));
        }
    }

    /** Only one item is followed: a ticket in flight takes every escrow, a note in flight every other one. */
    private void onEscrow(Id003Frame f) {
        if (tickets.inFlight()) {
            if (isTicketEscrow(f)) {
                tickets.onEscrow(f, setup.accepting(), !setup.faulted());
            } else {
                tickets.onForeignEscrow(f);
            }
        } else if (isTicketEscrow(f) && !notes.claimsEscrow(f.data(0))) {
            tickets.onEscrow(f, setup.accepting(), !setup.faulted());
        } else {
            notes.onEscrow(f, setup.accepting(), !setup.faulted(), setup.enabledCodes());
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

    private void onPowerUp(int code) {
        notes.onPowerUp(code);
        tickets.onPowerUp(code);
        setup.onPowerUp();
    }

    private void onIdle(int code) {
        if (tickets.inFlight()) {
            tickets.onIdle();
        }
        notes.onIdle();
        setup.onIdle(code);
    }
}
