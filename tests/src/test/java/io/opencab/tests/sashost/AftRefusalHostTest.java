package io.opencab.tests.sashost;

import static io.opencab.tests.sashost.AftHostTest.KEY;
import static io.opencab.tests.sashost.AftHostTest.lp73;
import static io.opencab.tests.sashost.AftWire.lp74Until;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.opencab.app.cabinet.state.Action;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * LP 72 refused, over the pty with this package's own host: one test per transfer status of docs/aft.md's table that
 * {@link AftHostTest} (93, 89, 94, C1) and {@link AftOutHostTest} (82 for a full type 80 beyond the balance) do not
 * already show, each cause of it that a host can bring about cheaply (issue 40 "How it is tested": "a transfer refused
 * in each refusal case"). The status is the reply's, or the outcome's at interrogation when the order was first
 * accepted (40) and refused by the cabinet. After each refusal the {@link AftWire.Ledger} (LP 1A, LP 74's amounts by
 * kind, the AFT meters A0-A4 and B8-BC, the newest history record) is what it was before: nothing moved, nothing kept.
 */
class AftRefusalHostTest {
    private static final int FROM_MACHINE = 0x80;
    private static final int COIN_OUT_WIN = 0x10;

    /** The rig's denomination line, which one test changes (a key may be given once only). */
    private static CabinetRig rigWithDenomination(Path dir, int cents) throws Exception {
        CabinetRig rig = new CabinetRig(dir, "sas.asset.number=" + AftHostTest.ASSET, "sas.aft.enabled=true");
        String text = Files.readString(rig.config);
        Files.writeString(rig.config, text.replace("cabinet.denomination.cents=1\n", "cabinet.denomination.cents="
            + cents + "\n"));
        return rig.start();
    }

    /** $10 from a bill, the SAS view showing it. */
    private static void withTenDollars(CabinetRig rig) throws InterruptedException {
        assertTrue(rig.bill(1_000), rig.lastRefusal);
        lp74Until(rig.host, st -> Hex.bcd(st, 12, 5) == 1_000, "the $10 cashable");
    }

    /** A rig with SAS up and the exception queue read empty. */
    private static CabinetRig polled(CabinetRig rig) {
        Habits.INTERLEAVING.drain(rig.host, 2, 20);
        return rig;
    }

    /** Each order refused with {@code status} (its reply, or its outcome), the ledger the same before and after. */
    private static void refusedMovingNothing(CabinetRig rig, int status, AftWire.Order... orders)
            throws InterruptedException {
        SasHost host = rig.host;
        AftWire.Ledger before = AftWire.Ledger.read(rig);
        for (AftWire.Order o : orders) {
            assertEquals(status, o.decided(host), () -> o + host.transcript());
        }
        assertEquals(before, AftWire.Ledger.read(rig), "nothing moved");
    }

    private static AftWire.Order order(String id, String why) {
        return new AftWire.Order(id, why);
    }

    /** $5 to the machine and $5 from it. */
    private static AftWire.Order[] bothWays(String id) {
        return new AftWire.Order[] {order(id + "-1", "to the machine").cents(500, 0, 0),
            order(id + "-2", "from the machine").type(FROM_MACHINE).cents(500, 0, 0)};
    }

    @Test
    void notAValidFunction82AnotherTypeAnIndexOrABonusPartialOrRestricted(@TempDir Path dir) throws Exception {
        try (CabinetRig rig = AftHostTest.rig(dir, "sas.bonus.enabled=true")) {
            refusedMovingNothing(polled(rig), 0x82,
                order("F-1", "a type not built").type(0x05).cents(500, 0, 0),
                order("F-2", "win to host").type(0x90).cents(500, 0, 0),
                order("F-3", "index not 00").index(0x01).cents(500, 0, 0),
                order("F-4", "a bonus with partial allowed").type(COIN_OUT_WIN).code(0x01).cents(500, 0, 0),
                order("F-5", "a bonus with a restricted amount").type(COIN_OUT_WIN).cents(500, 100, 0));
        }
    }

    @Test
    void notAValidAmount83NotBcdAllZeroABadExpiryOrNothingOfTheKindsAsked(@TempDir Path dir) throws Exception {
        try (CabinetRig rig = AftHostTest.rig(dir)) {
            SasHost host = polled(rig).host;
            withTenDollars(rig);
            refusedMovingNothing(rig, 0x83,
                order("A-1", "an amount not BCD").cashableField(Hex.parse("00 00 00 0A 00")),
                order("A-2", "all amounts zero, no flags"),
                order("A-3", "an expiry not BCD").cents(0, 500, 0).expiry(Hex.parse("AB 01 20 26")),
                order("A-4", "an expiry that is no date (month 13)").cents(0, 500, 0).expiry(Hex.parse("13 01 20 26")),
                order("A-5", "partial from the machine, restricted asked, none on the meter").type(FROM_MACHINE)
                    .code(0x01).cents(0, 500, 0));
        }
    }

    @Test
    void overTheCreditLimit84AFullTransferIsRefusedAPartialOneTakesWhatFitsThenNothingFits(@TempDir Path dir)
            throws Exception {
        try (CabinetRig rig = AftHostTest.rig(dir)) {
            SasHost host = polled(rig).host;
            // the rig's credit limit is 1,000,000 one-cent credits: a full transfer of a cent more is refused
            refusedMovingNothing(rig, 0x84, order("L-1", "a cent over the limit").cents(1_000_001, 0, 0));

            // a partial transfer of $10,005 takes the $10,000 that fit: status 01
            assertEquals(0x40, AftHostTest.status(order("L-2", "partial").code(0x01).cents(1_000_500, 0, 0).send(host)));
            byte[] partial = AftHostTest.outcome(host);
            assertEquals(0x01, AftHostTest.status(partial), "partial " + Hex.of(partial));
            assertEquals(1_000_000, Hex.bcd(partial, 7, 5), "cashable transferred");
            assertEquals(1_000_000, HostWait.credits(host, 1_000_000, "after L-2"));

            // and at the limit a partial transfer finds no room: 84, nothing moved
            refusedMovingNothing(rig, 0x84, order("L-3", "nothing fits").code(0x01).cents(100, 0, 0));
        }
    }

    @Test
    void anIdRefusedByTheCabinetMayBeSentAgainAndIsThenDecidedAfresh(@TempDir Path dir) throws Exception {
        try (CabinetRig rig = AftHostTest.rig(dir)) {
            SasHost host = polled(rig).host;
            // given: L-1 refused by the cabinet (84, over the limit), so not kept
            assertEquals(0x84, order("L-1", "over the limit").cents(1_000_001, 0, 0).decided(host));

            // when: the host sends L-1 again for $5, which fits
            int status = order("L-1", "$5").cents(500, 0, 0).decided(host);

            // then: the host learns its own outcome (00), not the old refusal, and the $5 is on the meter once
            assertEquals(0x00, status, "the new order's outcome" + host.transcript());
            assertEquals(500, AftWire.Ledger.read(rig).credits());
        }
    }

    @Test
    void notWholeCredits85(@TempDir Path dir) throws Exception {
        try (CabinetRig rig = rigWithDenomination(dir, 5)) {
            // 5-cent credits
            refusedMovingNothing(polled(rig), 0x85,
                order("D-1", "$10.03 cashable").cents(1_003, 0, 0),
                order("D-2", "2 cents non-restricted").cents(1_000, 0, 2));
        }
    }

    @Test
    void unableNow87WhileARoundIsUnfinished(@TempDir Path dir) throws Exception {
        try (CabinetRig rig = AftHostTest.rig(dir)) {
            SasHost host = polled(rig).host;
            withTenDollars(rig);
            assertTrue(rig.act(new Action.SelectGame("christmas-tree")).accepted());
            assertTrue(rig.act(new Action.Spin()).accepted());
            lp74Until(host, AftWire::noTransferAvailable, "no transfer available during the round");

            refusedMovingNothing(rig, 0x87, bothWays("R"));
        }
    }

    @Test
    void unableNow87WhileAHandpayIsOpen(@TempDir Path dir) throws Exception {
        try (CabinetRig rig = AftHostTest.rig(dir)) {
            SasHost host = polled(rig).host;
            withTenDollars(rig);
            assertTrue(rig.act(new Action.CashOut()).accepted());
            assertTrue(rig.cabinet.state().handpay().isPresent(), "a handpay is open");
            lp74Until(host, AftWire::noTransferAvailable, "no transfer available during the handpay");

            refusedMovingNothing(rig, 0x87, bothWays("H"));
        }
    }

    @Test
    void unableNow87ForATransferInWhileAHostCashOutIsOffered(@TempDir Path dir) throws Exception {
        try (CabinetRig rig = AftHostTest.rig(dir, "sas.aft.hostcashout.timeout.ms=20000")) {
            SasHost host = polled(rig).host;
            // given $10 with host cash-out on (flags 03), and CASH OUT offering it to the host (LP 74: only from)
            lp73(host, 0x00);
            lp73(host, 0x01);
            assertEquals(0x00, order("C-1", "in").cents(1_000, 0, 0).flags(0x03).decided(host));
            assertTrue(rig.act(new Action.CashOut()).accepted());
            lp74Until(host, st -> (st[AftWire.AVAILABLE] & AftWire.TO_OR_FROM) == 0x02, "the offer");

            refusedMovingNothing(rig, 0x87, order("C-2", "a transfer in").cents(500, 0, 0));
        }
    }

    @Test
    void unableNow87FromAMachineWithNoCredits(@TempDir Path dir) throws Exception {
        try (CabinetRig rig = AftHostTest.rig(dir)) {
            refusedMovingNothing(polled(rig), 0x87,
                order("N-1", "full").type(FROM_MACHINE).cents(500, 0, 0),
                order("N-2", "partial allowed").type(FROM_MACHINE).code(0x01).cents(500, 0, 0));
        }
    }

    @Test
    void notRegistered88WhenAKeyIsGivenBeforeRegistrationOrAfterUnregistering(@TempDir Path dir) throws Exception {
        try (CabinetRig rig = AftHostTest.rig(dir)) {
            SasHost host = polled(rig).host;
            refusedMovingNothing(rig, 0x88, order("G-1", "never registered").cents(500, 0, 0).key(KEY));

            lp73(host, 0x00);
            assertEquals(0x01, lp73(host, 0x01)[3] & 0xFF, "registered" + host.transcript());
            byte[] unregistered = host.answeredS(Habits.ADDRESS, 0x73, new byte[] {0x01, (byte) 0x80},
                HostLine.Shape.lengthAt(2));
            host.sync();
            assertEquals(0x80, unregistered[3] & 0xFF, "unregistered " + Hex.of(unregistered));

            refusedMovingNothing(rig, 0x88, order("G-2", "unregistered").cents(500, 0, 0).key(KEY));
        }
    }

    @Test
    void anotherPool8FWhileRestrictedCreditsOfOnePoolAreOnTheMeter(@TempDir Path dir) throws Exception {
        try (CabinetRig rig = AftHostTest.rig(dir)) {
            SasHost host = polled(rig).host;
            assertEquals(0x00, order("O-1", "pool 3 in").cents(0, 200, 0).pool(3).decided(host));
            AftWire.Ledger in = AftWire.Ledger.read(rig);
            assertEquals(200, in.restricted());
            assertEquals(3, in.pool(), "the pool on the meter");

            refusedMovingNothing(rig, 0x8F, order("O-2", "pool 4").cents(0, 100, 0).pool(4));
        }
    }

    @Test
    void transactionIdNotValid95EmptyTooLongOrNotPrintable(@TempDir Path dir) throws Exception {
        try (CabinetRig rig = AftHostTest.rig(dir)) {
            refusedMovingNothing(polled(rig), 0x95,
                order("", "empty").cents(500, 0, 0),
                order("ABCDEFGHIJKLMNOPQRSTU", "21 characters").cents(500, 0, 0),
                order("x", "a control character").id(new byte[] {'I', 'D', 0x07}).cents(500, 0, 0));
        }
    }
}
