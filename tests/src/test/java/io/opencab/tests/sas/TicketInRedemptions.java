package io.opencab.tests.sas;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.opencab.hal.bill.id003.Id003Emulator;
import io.opencab.tests.harness.ChildJvm;
import io.opencab.sas.tito.SecureEnhancedValidation;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;
import java.util.function.BooleanSupplier;

/**
 * The parent's side of {@link TicketInPowerLossTest} while a child cabinet runs: a player inserting barcode tickets
 * into the emulated validator and the casino system answering each exception 67 with LP 70 and LP 71 (authorise an
 * amount, refuse with one of the SAS refusal codes, or stay silent until the cabinet's redeem timeout), then
 * checking the end of each redemption over SAS (exception 68, LP 71 FF: 00 and the amount when the validator
 * stacked it, a refusal status when it did not). It kills the child at the moment {@link TicketInPowerLossTest#MOMENTS}
 * names: 0 at a random time, 1 with the ticket held in escrow or just after 67, 2 just after LP 71, 3 while the
 * validator stacks (between STACK and STACKED), 4 just after the validator stored the ticket and before its STACKED
 * report reaches the cabinet.
 */
final class TicketInRedemptions {
    private static final int AUTHORISE = 0;
    private static final int REFUSE = 1;
    private static final int SILENCE = 2;

    /** Thrown when the child was killed: ends the run. */
    private static final class Killed extends RuntimeException {
        Killed() {
            super("killed", null, false, false);
        }
    }

    private final Random random;
    private final int validationId;
    private final Map<String, Long> authorised;
    private int sequence;
    private String current;
    private int inserted;
    private int refused;
    private int timedOut;
    private int notAsked;
    private ChildJvm child;
    private long killAt;

    /** {@code authorised}: filled with every amount the host authorises, by validation number. */
    TicketInRedemptions(Random random, int validationId, Map<String, Long> authorised) {
        this.random = random;
        this.validationId = validationId;
        this.authorised = authorised;
    }

    /** The last ticket inserted (it may still be in the validator's path), or null. */
    String current() {
        return current;
    }

    int inserted() {
        return inserted;
    }

    int refused() {
        return refused;
    }

    int timedOut() {
        return timedOut;
    }

    int notAsked() {
        return notAsked;
    }

    /** Redeems tickets (0-2 whole ones first) until the kill at {@code moment}; returns with the child dead. */
    void runUntilKilled(ChildJvm child, HostSimulator h, Id003Emulator v, int moment) {
        this.child = child;
        killAt = moment == 0 ? System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(random.nextInt(1500)) : Long.MAX_VALUE;
        TicketInHost host = new TicketInHost(h, this::step);
        try {
            long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
            while (v.inhibited()) { // the host's polls bring the link up, and the cabinet enables the validator
                host.pollFor(Set.of(), 20);
                assertTrue(System.nanoTime() < end, "the validator never enabled");
            }
            host.pollFor(Set.of(), 100); // a few more polls: tickets are taken once the link is up
            int before = moment == 0 ? Integer.MAX_VALUE : random.nextInt(3);
            for (int n = 0; n < 1000; n++) {
                ticket(host, v, n >= before ? moment : -1); // a moment not reached (ticket not asked): the next one
            }
            throw new AssertionError("1000 tickets and no kill at moment " + moment);
        } catch (Killed k) {
            // the power is cut
        }
    }

    private void ticket(TicketInHost host, Id003Emulator v, int moment) {
        spinUntil(v::idle, "the validator idle for the next ticket");
        String b = SecureEnhancedValidation.number(validationId, ++sequence);
        current = b;
        assertTrue(v.insertTicket(b), "the validator takes ticket " + b);
        inserted++;
        if (moment == 1 && random.nextBoolean()) {
            spinUntil(() -> v.holding() || v.idle(), "ticket " + b + " held in escrow");
            if (v.holding()) {
                kill();
            }
        }
        if (host.pollFor(Set.of(0x67), 300) != 0x67) {
            if (v.idle() && host.pollFor(Set.of(0x67), 300) != 0x67) {
                notAsked++; // given back at once: tickets were not taken yet (link just up)
                return;
            }
            assertEquals(0x67, host.pollFor(Set.of(0x67), 10_000), "exception 67 for ticket " + b);
        }
        if (moment == 1) {
            kill();
        }
        String waiting = host.validationData();
        if (waiting == null) {
            finish(host, v, b); // the cabinet no longer waits for us: it is being given back
            return;
        }
        assertEquals(b, waiting, "LP 70: the ticket in escrow");
        int decision = moment == 3 || moment == 4 ? AUTHORISE : pick();
        long amount = 1 + random.nextInt(2000);
        switch (decision) {
            case AUTHORISE -> {
                authorised.put(b, amount);
                TicketInHost.Status s = host.redeem(TicketInHost.CASHABLE, amount, b);
                assertEquals(0x40, s.status(), "LP 71 for " + b + ": pending");
                assertEquals(amount, s.amountCents());
            }
            case REFUSE -> {
                refused++;
                TicketInHost.Status s = host.redeem(0x80 + random.nextInt(9), 0, b);
                assertEquals(0x80, s.status(), "LP 71 refusal for " + b + ": rejected by host");
            }
            default -> timedOut++;
        }
        switch (moment) {
            case 2 -> {
                LockSupport.parkNanos(TimeUnit.MILLISECONDS.toNanos(random.nextInt(20)));
                kill();
            }
            case 3 -> {
                spinUntil(() -> v.stacking() || v.stackedTickets().contains(b), "ticket " + b + " stacking");
                kill();
            }
            case 4 -> {
                spinUntil(() -> v.stackedTickets().contains(b), "ticket " + b + " stacked");
                kill();
            }
            default -> { }
        }
        finish(host, v, b);
    }

    private int pick() {
        int p = random.nextInt(100);
        return p < 75 ? AUTHORISE : p < 97 ? REFUSE : SILENCE;
    }

    /** Exception 68, then LP 71 FF: redeemed for the amount authorised if the validator stacked it, else refused. */
    private void finish(TicketInHost host, Id003Emulator v, String b) {
        assertEquals(0x68, host.pollFor(Set.of(0x68), 15_000), "exception 68 for ticket " + b);
        TicketInHost.Status s = host.status();
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(5);
        while ((s.status() == 0x40 || s.status() == 0x20) && System.nanoTime() < end) {
            LockSupport.parkNanos(5_000_000L);
            s = host.status();
        }
        assertEquals(b, s.validation(), "LP 71 FF: the last ticket");
        if (v.stackedTickets().contains(b)) {
            assertEquals(0x00, s.status(), "LP 71 FF for stacked ticket " + b);
            assertEquals(authorised.get(b).longValue(), s.amountCents(), "LP 71 FF amount of " + b);
        } else {
            assertTrue(s.status() >= 0x80, "LP 71 FF for returned ticket " + b + ": " + Integer.toHexString(s.status()));
        }
    }

    /** Called between polls and in every wait: the child must be alive and well; a random kill lands here. */
    private void step() {
        child.check();
        if (System.nanoTime() >= killAt) {
            kill();
        }
    }

    private void kill() {
        try {
            child.kill();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError("interrupted killing the child", e);
        }
        throw new Killed();
    }

    private void spinUntil(BooleanSupplier reached, String what) {
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        while (!reached.getAsBoolean()) {
            step();
            assertTrue(System.nanoTime() < end, "timed out waiting for " + what);
            LockSupport.parkNanos(500_000L);
        }
    }
}
