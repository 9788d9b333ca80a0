package io.opencab.meters;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The SAS exception queue: raised with the change, persisted, removed only by acknowledgement. */
class SasQueueTest extends CreditedStore {
    SasQueueTest() {
        super(10);
    }

    private void drain() {
        s.sasQueue().pending().forEach(e -> s.sasQueue().acknowledge(e.id()));
    }

    private List<Integer> codes() {
        return s.sasQueue().pending().stream().map(SasEvent::code).toList();
    }

    @Test
    void aRoundQueuesGameStartedWithBetAndCoinInThenGameEndedWithTheWin() {
        Fixture.play(s, 50, 120);
        List<SasEvent> q = s.sasQueue().pending();
        assertEquals(List.of(0x7E, 0x7F), q.stream().map(SasEvent::code).toList());
        assertEquals(50, q.get(0).v1());
        assertEquals(50, q.get(0).v2());
        assertEquals(120, q.get(1).v1());
    }

    @Test
    void aStackedTwentyDollarBillQueues4aWithValueAndCount() {
        Fixture.fund(s, 20);
        SasEvent e = s.sasQueue().pending().getFirst();
        assertEquals(0x4A, e.code());
        assertEquals(2_000, e.v1());
        assertEquals(1, e.v2());
    }

    @Test
    void doorsQueueTheirOpenAndCloseCodes() {
        s.doorOpened("MAIN");
        s.doorClosed("MAIN");
        s.doorOpened("CASH_BOX");
        s.doorOpened("LOGIC");
        s.doorOpened("BILL_VALIDATOR");
        assertEquals(List.of(0x11, 0x12, 0x19, 0x15, 0x13), codes());
    }

    @Test
    void aCashOutHandpayQueuesHandpayPendingFirst() {
        s.doorOpened("MAIN");
        s.cashoutHandpay();
        // 51 has priority over the door opened before it; 66 is the cabinet's, raised at the press (RoundFlow).
        assertEquals(List.of(0x51, 0x11), codes());
    }

    @Test
    void aHandpayKeyedOffQueuesHandpayReset() {
        HandpayRecord h = s.cashoutHandpay();
        drain();
        s.handpayPaid(h.handpayId(), "attendant");
        assertEquals(List.of(0x52), codes());
    }

    @Test
    void tiltsConfigChangesAndReportedEventsQueueTheirCodes() {
        s.raiseTilt("DOOR", "main door open in play");
        s.setConfig("k", "v", "technician");
        s.logEvent(EventType.BILL_JAM, "jam");
        s.logEvent(EventType.ATTENDANT_LOGIN, "attendant");
        s.logEvent(EventType.CABINET, "nothing for SAS");
        assertEquals(List.of(0x20, 0x3C, 0x28, 0x82), codes());
    }

    @Test
    void printerFaultsQueueTheirSasExceptionsAndTheOthersNone() {
        s.logEvent(EventType.PRINTER_OFFLINE, "offline");
        s.logEvent(EventType.PRINTER_PAPER_OUT, "paper out");
        s.logEvent(EventType.PRINTER_PAPER_LOW, "paper low");
        s.logEvent(EventType.PRINTER_JAM, "jam");
        s.logEvent(EventType.PRINTER_FAULT, "head open");
        s.logEvent(EventType.PRINTER_FAULT_CLEARED, "jam cleared");

        assertEquals(List.of(0x60, 0x61, 0x74, 0x78), codes());
    }

    @Test
    void aFailedSoftwareVerificationIsAnEpromChecksumError() {
        s.raiseTilt("SOFTWARE_VERIFICATION", "engine.jar digest mismatch");

        assertEquals(List.of(0x37), codes());
    }

    @Test
    void anAcknowledgedExceptionIsGone() {
        s.doorOpened("MAIN");
        long id = s.sasQueue().pending().getFirst().id();
        assertTrue(s.sasQueue().acknowledge(id));
        assertFalse(s.sasQueue().acknowledge(id));
        assertEquals(List.of(), codes());
    }

    @Test
    void queuedExceptionsSurviveACrashAndPowerUpAddsPowerLostAndApplied() {
        s.doorOpened("MAIN");
        s.abandon();
        s = f.open();
        assertEquals(List.of(0x18, 0x17, 0x11), codes());
    }

    @Test
    void aCleanShutdownQueuesPowerLost() {
        s.close();
        s = f.open();
        assertEquals(List.of(0x18, 0x17), codes());
    }

    @Test
    void aFullQueueDropsTheOldestOrdinaryExceptionAndReportsOverflowOnce() {
        s.cashoutHandpay();
        drain();
        s.raiseTilt("T", "keeps the 51 company");
        for (int i = 0; i < SasExceptionQueue.DEPTH + 10; i++) {
            s.sasQueue().raise(0x8C, i, 0);
        }
        List<SasEvent> q = s.sasQueue().pending();
        assertEquals(SasExceptionQueue.DEPTH, q.size());
        assertEquals(1, q.stream().filter(e -> e.code() == 0x70).count());
        assertEquals(SasExceptionQueue.DEPTH + 9, q.getLast().v1());
    }

    @Test
    void overflowNeverDropsAHigherPriorityException() {
        s.sasQueue().raise(0x51, 500, 1);
        for (int i = 0; i < SasExceptionQueue.DEPTH * 2; i++) {
            s.sasQueue().raise(0x8C, i, 0);
        }
        assertEquals(0x51, s.sasQueue().pending().getFirst().code());
    }

    @Test
    void aCodeOutsideOneByteIsRefused() {
        assertThrows(MeterException.class, () -> s.sasQueue().raise(0x100, 0, 0));
    }

    @Test
    void aTamperedRowFailsItsMac() throws Exception {
        s.doorOpened("MAIN");
        s.close();
        RawSql.exec(f.file, "UPDATE sas_exception SET v1 = 99");
        MeterException e = assertThrows(MeterException.class, () -> f.open());
        assertTrue(e.getMessage().contains("SAS exception row"), e.getMessage());
    }

}
