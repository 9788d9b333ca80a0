package io.opencab.tests.sashost;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.opencab.hal.gpio.Door;
import java.nio.file.Path;
import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 35, "the host's habits": the cabinet over a pty against hosts that poll as real ones do (see {@link Habits}).
 * Door events are the exceptions: main door 11/12, cash box door 19/1A (docs/sas.md "Exceptions"); a door also raises
 * a tilt (20), which the tests do not count.
 */
class PollingHabitsTest {
    private static final int MAIN_OPENED = 0x11;
    private static final int MAIN_CLOSED = 0x12;
    private static final int CASH_BOX_OPENED = 0x19;
    private static final int CASH_BOX_CLOSED = 0x1A;

    @Test
    void theFirstGeneralPollAfterStartIsAnswered(@TempDir Path dir) throws Exception {
        try (CabinetRig rig = new CabinetRig(dir).start()) {
            // given a cabinet that has just powered up (17 queued) and a host that has just started
            Habits.OWN_ADDRESS_ONLY.start(rig.host);
            // when the host sends its first general poll
            int first = Habits.OWN_ADDRESS_ONLY.step(rig.host);
            // then it gets an exception code, not silence and not a NACK of a reply it never had
            assertTrue(first > 0, "first general poll: " + first + rig.host.transcript());
        }
    }

    @Test
    void aHostPollingOnlyOurAddressGetsExceptionsQueuedAfterAnEmptyReply(@TempDir Path dir) throws Exception {
        try (CabinetRig rig = new CabinetRig(dir).start()) {
            SasHost host = rig.host;
            Habits.OWN_ADDRESS_ONLY.start(host);
            // given the queue drained: the host's last general poll got 00
            Habits.OWN_ADDRESS_ONLY.drain(host, 3, 20);
            // when the main door opens and closes
            rig.door(Door.MAIN, true);
            rig.door(Door.MAIN, false);
            // then the same general poll, repeated after that empty reply, delivers 11 and then 12
            List<Integer> seen = Habits.OWN_ADDRESS_ONLY.pollUntil(host, e -> e.contains(MAIN_CLOSED), 5);
            assertTrue(seen.contains(MAIN_OPENED) && seen.contains(MAIN_CLOSED),
                "after the doors, general polls got: " + Habits.codes(seen) + host.transcript());
            assertTrue(seen.indexOf(MAIN_OPENED) < seen.indexOf(MAIN_CLOSED), Habits.codes(seen));
        }
    }

    @Test
    void aHostInterleavingAddressesGetsEachExceptionOnceInOrder(@TempDir Path dir) throws Exception {
        try (CabinetRig rig = new CabinetRig(dir).start()) {
            SasHost host = rig.host;
            // given the queue drained by a host that polls address 2 after each poll to us
            Habits.INTERLEAVING.drain(host, 3, 20);
            // when two doors open and close
            rig.door(Door.MAIN, true);
            rig.door(Door.MAIN, false);
            rig.door(Door.CASH_BOX, true);
            rig.door(Door.CASH_BOX, false);
            List<Integer> seen = Habits.INTERLEAVING.pollUntil(host, e -> e.contains(CASH_BOX_CLOSED), 5);
            seen.addAll(Habits.INTERLEAVING.drain(host, 3, 5));
            // then each door exception comes exactly once, in the order the doors moved
            String got = Habits.codes(seen) + host.transcript();
            for (int code : List.of(MAIN_OPENED, MAIN_CLOSED, CASH_BOX_OPENED, CASH_BOX_CLOSED)) {
                assertEquals(1, Collections.frequency(seen, code), String.format("times %02X was sent: %s", code, got));
            }
            assertTrue(seen.indexOf(MAIN_OPENED) < seen.indexOf(MAIN_CLOSED)
                && seen.indexOf(MAIN_CLOSED) < seen.indexOf(CASH_BOX_OPENED)
                && seen.indexOf(CASH_BOX_OPENED) < seen.indexOf(CASH_BOX_CLOSED), got);
        }
    }

    @Test
    void aHostThatNeverAcknowledgesKeepsGettingTheSameExceptionUntilItAcknowledges(@TempDir Path dir)
        throws Exception {
        try (CabinetRig rig = new CabinetRig(dir).start()) {
            SasHost host = rig.host;
            Habits.INTERLEAVING.drain(host, 3, 20);
            rig.door(Door.MAIN, true);
            rig.door(Door.MAIN, false);
            // when the host repeats the same general poll 25 times (an implied NACK each time)
            List<Integer> repeated = new java.util.ArrayList<>();
            for (int i = 0; i < 25; i++) {
                repeated.add(Habits.NEVER_ACKNOWLEDGING.step(host));
            }
            // then every reply is the exception at the head of the queue (a final NACK may go unanswered)
            int head = repeated.stream().filter(c -> c > 0).findFirst().orElse(-1);
            String got = Habits.codes(repeated) + host.transcript();
            assertTrue(head > 0, "no exception reached the host: " + got);
            List<Integer> fromHead = repeated.subList(repeated.indexOf(head), repeated.size());
            assertTrue(fromHead.stream().allMatch(c -> c == head || c == -1),
                "the head changed without an acknowledgement: " + got);
            assertTrue(Collections.frequency(repeated, head) >= 20, "the head was re-sent too rarely: " + got);
            // and after an acknowledgement (a poll to another address) the next one comes, and the head never again
            host.pollAbsent(Habits.OTHER_ADDRESS);
            List<Integer> after = Habits.INTERLEAVING.drain(host, 3, 5);
            assertNotEquals(head, after.get(0), "after the ACK: " + Habits.codes(after) + host.transcript());
            assertEquals(0, Collections.frequency(after, head), "after the ACK: " + Habits.codes(after));
            assertTrue(after.contains(MAIN_CLOSED), "after the ACK: " + Habits.codes(after) + host.transcript());
        }
    }
}
