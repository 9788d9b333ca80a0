package io.opencab.hal.bill.id003;

import static io.opencab.hal.bill.id003.Id003Codes.*;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.opencab.hal.bill.BillEvent;
import io.opencab.hal.bill.RecordingLedger;
import io.opencab.hal.bill.RejectReason;
import io.opencab.hal.bill.ValidatorFault;
import io.opencab.testkit.StepClock;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.Test;

/**
 * Every retry of the host is bounded (docs/hal.md "queued command retries"): a command answered wrongly is
 * dropped after {@link Id003Host#MAX_ATTEMPTS}, status polls keep going out, and a setting the validator
 * did not confirm raises SETTINGS_UNCONFIRMED, under which no note is taken; it is tried again on a back-off on the
 * host's clock (1 s, 2 s, 5 s, then every 30 s, issue 41) or at once when an attendant asks.
 */
class Id003HostRetryTest {
    private static final Instant START = Instant.parse("2026-01-01T00:00:00Z");
    private final StepClock clock = new StepClock(START);
    /** The most commands a reset and four settings, each tried MAX_ATTEMPTS times, put between two polls. */
    private static final int MAX_BETWEEN_POLLS = 1 + 4 * Id003Host.MAX_ATTEMPTS;

    /** A validator that echoes every setting with its first data byte changed. */
    private static final UnaryOperator<Id003Frame> WRONG_ECHO = cmd -> {
        int[] data = new int[cmd.dataLength()];
        for (int i = 0; i < data.length; i++) {
            data[i] = cmd.data(i);
        }
        data[0] ^= 0x01;
        return Id003Frame.of(cmd.command(), data);
    };

    /**
     * Runs {@code rounds} request/answer rounds: settings answered by {@code settings}, operations by
     * {@code operations}, status requests by {@code status}. Returns the longest run of commands sent
     * between two status requests.
     */
    private static int run(HostScript s, int rounds, UnaryOperator<Id003Frame> settings,
            UnaryOperator<Id003Frame> operations, Id003Frame status) {
        int run = 0;
        int longest = 0;
        for (int i = 0; i < rounds; i++) {
            Id003Frame cmd = s.host.nextCommand();
            s.host.sent(cmd);
            s.sent.add(cmd);
            if (cmd.command() == STATUS_REQUEST) {
                run = 0;
                s.host.onFrame(cmd, status);
                continue;
            }
            longest = Math.max(longest, ++run);
            if (!Id003Host.expectsAnswer(cmd)) {
                continue;
            }
            s.host.onFrame(cmd, isSetting(cmd.command()) ? settings.apply(cmd) : operations.apply(cmd));
        }
        return longest;
    }

    private static int run(HostScript s, int rounds, UnaryOperator<Id003Frame> settings, int status) {
        return run(s, rounds, settings, cmd -> Id003Frame.of(ACK), Id003Frame.of(status));
    }

    private static long count(HostScript s, int command) {
        return s.sent.stream().filter(f -> f.command() == command).count();
    }

    private static boolean faulted(HostScript s) {
        return s.host.status().faults().contains(ValidatorFault.SETTINGS_UNCONFIRMED);
    }

    @Test
    void settingEchoedWrongIsDroppedAfterMaxAttemptsAndRaisesSettingsUnconfirmed() {
        HostScript s = new HostScript().startUp(true);
        s.host.setAccepting(false);

        Id003Frame inhibit = Id003Frame.of(SET_INHIBIT, 1);
        for (int i = 0; i < Id003Host.MAX_ATTEMPTS; i++) {
            assertEquals(inhibit, s.host.nextCommand(), "attempt " + (i + 1));
            s.host.sent(inhibit);
            s.host.onFrame(inhibit, Id003Frame.of(SET_INHIBIT, 0));
        }

        assertEquals(STATUS_REQUEST, s.host.nextCommand().command(), "dropped after MAX_ATTEMPTS: the poll goes out");
        assertEquals(ValidatorFault.SETTINGS_UNCONFIRMED, s.events.of(BillEvent.FaultRaised.class).getFirst().fault());
        assertTrue(faulted(s));
        assertEquals(Id003Host.MAX_ATTEMPTS, s.events.of(BillEvent.ProtocolError.class).size());
    }

    @Test
    void statusPollsKeepFlowingWhileTheValidatorEchoesWrongSettings() {
        HostScript s = new HostScript().startUp(true);
        s.host.setAccepting(false);

        int longest = run(s, 2_000, WRONG_ECHO, ENABLE);

        assertTrue(longest <= MAX_BETWEEN_POLLS, "frames between two status polls: " + longest);
        assertTrue(count(s, STATUS_REQUEST) > 1_500, "status polls: " + count(s, STATUS_REQUEST));
        // Re-configurations wait for the back-off (on the host's clock, which stands still here): only polls go out.
        assertEquals(0, count(s, RESET), "resets");
        assertTrue(faulted(s));
        assertEquals(1, s.events.of(BillEvent.FaultRaised.class).size(), "raised once");
        assertTrue(s.events.of(BillEvent.FaultCleared.class).isEmpty());
    }

    @Test
    void noteInEscrowIsReturnedWhileASettingIsUnconfirmed() {
        HostScript s = new HostScript().startUp(true);
        s.host.setEnabledCodes(java.util.Set.of(0x61, 0x63));
        run(s, 200, WRONG_ECHO, ENABLE);
        assertTrue(faulted(s));
        s.sent.clear();

        s.poll(ESCROW, 0x63).poll(RETURNING).poll(ENABLE);

        assertTrue(s.sentCommand(RETURN));
        assertFalse(s.sentCommand(STACK_1));
        assertTrue(s.ledger.calls().isEmpty(), "no pending credit on the strength of settings we did not choose");
        assertEquals(RejectReason.HOST_SETTINGS_UNCONFIRMED,
                s.events.of(BillEvent.NoteRejected.class).getFirst().reason());
    }

    @Test
    void settingsFaultClearsWhenTheFirstRetryReconfiguresTheValidator() {
        HostScript s = new HostScript(new RecordingLedger(), clock, Id003Host.DEFAULT_TICKET_HOLD).startUp(true);
        s.host.setAccepting(false);
        int[] wrong = {Id003Host.MAX_ATTEMPTS};
        UnaryOperator<Id003Frame> wrongThenRight = cmd -> wrong[0]-- > 0 ? WRONG_ECHO.apply(cmd) : cmd;
        run(s, 100, wrongThenRight, DISABLE);
        assertEquals(ValidatorFault.SETTINGS_UNCONFIRMED, s.events.of(BillEvent.FaultRaised.class).getFirst().fault());
        assertEquals(0, count(s, RESET), "nothing is tried before the first step of the back-off");

        clock.advance(Duration.ofSeconds(1));
        run(s, 100, wrongThenRight, DISABLE);

        assertEquals(1, count(s, RESET), "one reset and re-configuration, 1 s after the fault");
        assertEquals(ValidatorFault.SETTINGS_UNCONFIRMED, s.events.of(BillEvent.FaultCleared.class).getFirst().fault());
        assertFalse(faulted(s));
        s.host.setAccepting(true);
        s.poll(ENABLE).poll(ESCROW, 0x63).poll(VEND_VALID).poll(STACKED);
        assertEquals(500, s.ledger.creditedCents());
    }

    /** A validator that echoes wrongly for ever, its fault raised at {@link #START}, the clock frozen there. */
    private HostScript alwaysWrong() {
        HostScript s = new HostScript(new RecordingLedger(), clock, Id003Host.DEFAULT_TICKET_HOLD).startUp(true);
        s.host.setAccepting(false);
        run(s, 100, WRONG_ECHO, ENABLE);
        assertTrue(faulted(s));
        return s;
    }

    /** Moves the clock by {@code ms}, runs 100 rounds; returns the resets sent meanwhile. */
    private long resetsAfter(HostScript s, long ms) {
        long before = count(s, RESET);
        clock.advance(Duration.ofMillis(ms));
        run(s, 100, WRONG_ECHO, ENABLE);
        return count(s, RESET) - before;
    }

    @Test
    void unconfirmedSettingsAreRetriedAfterOneTwoFiveSecondsThenEveryThirty() {
        HostScript s = alwaysWrong();

        long[] waits = {1_000, 2_000, 5_000, 30_000, 30_000, 30_000};
        for (int i = 0; i < waits.length; i++) {
            assertEquals(0, resetsAfter(s, waits[i] - 1), "retry " + (i + 1) + " before its time");
            assertEquals(1, resetsAfter(s, 1), "retry " + (i + 1) + " when due");
        }

        List<BillEvent.SettingsRetried> tries = s.events.of(BillEvent.SettingsRetried.class);
        assertEquals(waits.length, tries.size());
        long at = START.toEpochMilli();
        for (int i = 0; i < waits.length; i++) {
            at += waits[i];
            assertEquals(i + 1, tries.get(i).attempt());
            assertEquals(at, tries.get(i).at().toEpochMilli(), "try " + (i + 1) + " spaced by the back-off");
            assertFalse(tries.get(i).byAttendant());
        }
        assertEquals(Duration.ofSeconds(2), tries.getFirst().nextRetry());
        assertEquals(Duration.ofSeconds(30), tries.getLast().nextRetry());
        assertTrue(faulted(s));
        assertEquals(1, s.events.of(BillEvent.FaultRaised.class).size(), "the fault stands, raised once");
        assertTrue(s.events.of(BillEvent.FaultCleared.class).isEmpty());
    }

    @Test
    void noRetryIsMadeWhileTheValidatorDoesNotAnswer() {
        HostScript s = alwaysWrong();
        clock.advance(Duration.ofMinutes(5));
        s.sent.clear();

        for (int i = 0; i < 20; i++) {
            s.silence();
        }

        assertFalse(s.sentCommand(RESET), "retries wait for an answer");
        assertTrue(s.events.of(BillEvent.SettingsRetried.class).isEmpty());
    }

    @Test
    void attendantRetryResetsAtOnceAndReportsTheFaultAgainWhenItFails() {
        HostScript s = alwaysWrong();
        clock.advance(Duration.ofMillis(400));
        s.sent.clear();

        s.host.retrySettings();
        run(s, 100, WRONG_ECHO, ENABLE);

        assertEquals(1, count(s, RESET), "retried without waiting for the back-off");
        BillEvent.SettingsRetried retry = s.events.of(BillEvent.SettingsRetried.class).getFirst();
        assertTrue(retry.byAttendant());
        assertEquals(START.plusMillis(400), retry.at());
        assertEquals(2, s.events.of(BillEvent.FaultRaised.class).size(), "raised again: the try failed too");
        assertEquals(0, resetsAfter(s, 999), "the back-off starts over after the attendant's try");
        assertEquals(1, resetsAfter(s, 1));
        assertEquals(2, s.events.of(BillEvent.FaultRaised.class).size(), "a scheduled try that fails raises nothing new");
    }

    @Test
    void attendantRetryWithoutTheFaultDoesNothing() {
        HostScript s = new HostScript().startUp(true);

        s.host.retrySettings();
        s.poll(ENABLE).poll(ENABLE);

        assertFalse(s.sentCommand(RESET));
        assertTrue(s.events.of(BillEvent.SettingsRetried.class).isEmpty());
    }

    @Test
    void settingAnsweredWithAckIsDroppedAfterMaxAttempts() {
        HostScript s = new HostScript().startUp(true);
        s.host.setAccepting(false);

        int longest = run(s, 500, cmd -> Id003Frame.of(ACK), ENABLE);

        assertTrue(longest <= MAX_BETWEEN_POLLS, "frames between two status polls: " + longest);
        assertTrue(count(s, STATUS_REQUEST) > 350, "status polls: " + count(s, STATUS_REQUEST));
        assertTrue(faulted(s));
    }

    @Test
    void operationAnsweredWithSomethingElseIsDroppedAfterMaxAttempts() {
        HostScript s = new HostScript().startUp(true);
        s.poll(ESCROW, 0x63);
        assertEquals(STACK_1, s.host.nextCommand().command());
        s.sent.clear();

        // STACK-1 answered with a read answer, then with a setting echo: never with ACK.
        int[] n = {0};
        int longest = run(s, 300, cmd -> cmd,
                cmd -> n[0]++ % 2 == 0 ? Id003Frame.of(GET_INHIBIT, 0) : Id003Frame.of(SET_INHIBIT, 0),
                Id003Frame.of(ESCROW, 0x63));

        assertTrue(longest <= Id003Host.MAX_ATTEMPTS, "STACK-1 in a row: " + longest);
        assertTrue(count(s, STATUS_REQUEST) > 50, "status polls: " + count(s, STATUS_REQUEST));
    }

    @Test
    void validatorThatKeepsTheOtherIdleStateIsRestatedAtMostMaxAttemptsThenFaulted() {
        HostScript s = new HostScript().startUp(true);
        s.host.setAccepting(false);

        run(s, 300, cmd -> cmd, ENABLE); // echoes our inhibit, yet keeps reporting ENABLE (accepting)

        assertTrue(count(s, SET_INHIBIT) <= 1 + Id003Host.MAX_ATTEMPTS, "inhibit sent " + count(s, SET_INHIBIT));
        assertTrue(faulted(s));
        s.poll(ESCROW, 0x61);
        assertTrue(s.ledger.calls().isEmpty());
        s.poll(RETURNING).poll(DISABLE);
        assertFalse(faulted(s), "the validator's state now matches ours");
    }
}
