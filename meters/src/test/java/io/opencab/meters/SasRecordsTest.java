package io.opencab.meters;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What the SAS side keeps in critical memory (docs/sas.md "Handpays", "LP 7F") and the configuration recorded whole. */
class SasRecordsTest {
    @TempDir
    Path dir;

    private static List<Integer> codes(MeterStore s) {
        return s.sasQueue().pending().stream().map(SasEvent::code).toList();
    }

    private static Map<String, String> config(int n) {
        Map<String, String> m = new LinkedHashMap<>();
        for (int i = 0; i < n; i++) {
            m.put("key." + i, "value " + i);
        }
        return m;
    }

    /** Issue 35: a fresh store queued 26 x 3C at the first start, one for each value recorded. */
    @Test
    void recordingTheFirstConfigurationOfAStoreQueuesNo3c() {
        Fixture f = new Fixture(dir);
        try (MeterStore s = f.create()) {
            s.sasQueue().pending().forEach(e -> s.sasQueue().acknowledge(e.id()));

            assertEquals(26, SasRecords.of(s).recordConfig(config(26), "configuration file"));

            assertEquals(List.of(), codes(s));
            assertEquals(26, s.configValues().size());
        }
    }

    @Test
    void changesToARecordedConfigurationQueueOne3cForThemAll() {
        Fixture f = new Fixture(dir);
        try (MeterStore s = f.create()) {
            SasRecords.of(s).recordConfig(config(26), "configuration file");
            s.sasQueue().pending().forEach(e -> s.sasQueue().acknowledge(e.id()));
            Map<String, String> next = config(26);
            next.put("key.3", "other");
            next.put("key.9", "other");

            assertEquals(2, SasRecords.of(s).recordConfig(next, "a technician"));

            assertEquals(List.of(0x3C), codes(s));
            assertEquals(0, SasRecords.of(s).recordConfig(next, "a technician"), "unchanged: nothing");
            assertEquals(List.of(0x3C), codes(s));
        }
    }

    @Test
    void aSingleChangeThroughTheAttendantMenuStillQueues3c() {
        Fixture f = new Fixture(dir);
        try (MeterStore s = f.create()) {
            SasRecords.of(s).recordConfig(config(3), "configuration file");
            s.sasQueue().pending().forEach(e -> s.sasQueue().acknowledge(e.id()));

            assertTrue(s.setConfig("key.1", "changed", "technician 2"));

            assertEquals(List.of(0x3C), codes(s));
        }
    }

    @Test
    void theHandpayQueueStartsAfterTheLastHandpayOfAnOlderStoreAndMovesOnlyForward() {
        Fixture f = new Fixture(dir);
        try (MeterStore s = f.createWithCredits(10)) {
            HandpayRecord first = s.cashoutHandpay();
            s.handpayPaid(first.handpayId(), "attendant");

            assertEquals(first.handpayId(), SasRecords.of(s).handpayReportedThrough(), "reported before SAS knew");
            Fixture.fund(s, 10);
            HandpayRecord second = s.cashoutHandpay();
            assertEquals(first.handpayId(), SasRecords.of(s).handpayReportedThrough(), "the second is in the queue");

            SasRecords.of(s).handpayReported(second.handpayId());
            SasRecords.of(s).handpayReported(first.handpayId());

            assertEquals(second.handpayId(), SasRecords.of(s).handpayReportedThrough());
        }
    }

    @Test
    void aHandpayPendingWhenSecureReportingStartsIsInTheQueue() {
        Fixture f = new Fixture(dir);
        try (MeterStore s = f.createWithCredits(10)) {
            HandpayRecord pending = s.cashoutHandpay();

            assertEquals(pending.handpayId() - 1, SasRecords.of(s).handpayReportedThrough());
        }
    }

    @Test
    void theClockOffsetSurvivesAPowerCycleWithItsEvent() {
        Fixture f = new Fixture(dir);
        try (MeterStore s = f.create()) {
            assertEquals(0, SasRecords.of(s).clockOffsetMillis());
            SasRecords.of(s).clockOffset(-3_600_000, "clock set back an hour by the SAS host (LP 7F)");
        }
        try (MeterStore s = f.open()) {
            assertEquals(-3_600_000, SasRecords.of(s).clockOffsetMillis());
            assertTrue(s.events(10).stream().anyMatch(e -> e.detail().startsWith("clock set back an hour")));
        }
    }
}
