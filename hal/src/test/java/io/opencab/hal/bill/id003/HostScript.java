package io.opencab.hal.bill.id003;

import io.opencab.hal.EventLog;
import io.opencab.hal.bill.BillEvent;
import io.opencab.hal.bill.BillValidatorConfig;
import io.opencab.hal.bill.DenominationTable;
import io.opencab.hal.bill.RecordingLedger;
import io.opencab.testkit.StepClock;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;

/**
 * Drives an {@link Id003Host} as a scripted validator would: settings are echoed, operations acknowledged,
 * and each status request answered with the status the test gives. Records every command sent, with the
 * number of ledger calls made before it (to check ordering).
 */
final class HostScript {
    final RecordingLedger ledger;
    final EventLog<BillEvent> events = new EventLog<>();
    final Id003Host host;
    final List<String> timeline = new ArrayList<>();
    final List<Id003Frame> sent = new ArrayList<>();

    HostScript(RecordingLedger ledger) {
        this(ledger, Clock.fixed(Instant.parse("2026-01-01T00:00:00Z"), ZoneOffset.UTC), Id003Host.DEFAULT_TICKET_HOLD);
    }

    /** With the given clock (a {@code StepClock} moves time for the ticket hold) and ticket hold time. */
    HostScript(RecordingLedger ledger, Clock clock, Duration ticketHold) {
        this.ledger = ledger;
        this.host = new Id003Host(DenominationTable.usd(), DenominationTable.usd().valueCentsByCode().keySet(), ledger,
                clock, 3, ticketHold, BillValidatorConfig.DEFAULT_SETTINGS_RETRY, UUID::randomUUID, events);
    }

    HostScript() {
        this(new RecordingLedger());
    }

    /** Sends queued commands (answering them) until a status request, which gets {@code status}. */
    HostScript poll(int status, int... data) {
        for (int i = 0; i < 50; i++) {
            Id003Frame cmd = host.nextCommand();
            host.sent(cmd);
            sent.add(cmd);
            timeline.add("sent " + cmd + " after " + ledger.calls().size() + " ledger calls");
            if (!Id003Host.expectsAnswer(cmd)) {
                continue;
            }
            if (cmd.command() == Id003Codes.STATUS_REQUEST) {
                host.onFrame(cmd, Id003Frame.of(status, data));
                return this;
            }
            host.onFrame(cmd, Id003Codes.isSetting(cmd.command()) ? cmd : Id003Frame.of(Id003Codes.ACK));
        }
        throw new AssertionError("no status request within 50 commands: " + sent);
    }

    /** Power-up, reset, settings, initialize, then idle: the host is ready. */
    HostScript startUp(boolean accepting) {
        host.setAccepting(accepting);
        poll(Id003Codes.POWER_UP);
        poll(Id003Codes.INITIALIZE);
        poll(accepting ? Id003Codes.ENABLE : Id003Codes.DISABLE);
        events.clear();
        sent.clear();
        timeline.clear();
        return this;
    }

    /** A status request answered with nothing (timeout), after sending what is queued. */
    HostScript silence() {
        for (int i = 0; i < 50; i++) {
            Id003Frame cmd = host.nextCommand();
            host.sent(cmd);
            sent.add(cmd);
            if (!Id003Host.expectsAnswer(cmd)) {
                continue;
            }
            host.onNoAnswer(cmd);
            if (cmd.command() == Id003Codes.STATUS_REQUEST) {
                return this;
            }
        }
        throw new AssertionError("no status request within 50 commands: " + sent);
    }

    boolean sentCommand(int command) {
        return sent.stream().anyMatch(f -> f.command() == command);
    }
}
