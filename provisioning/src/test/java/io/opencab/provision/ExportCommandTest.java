package io.opencab.provision;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.opencab.app.config.CabinetConfig;
import io.opencab.engine.game.GameCatalog;
import io.opencab.meters.MeterStore;
import io.opencab.meters.NoteRecord;
import io.opencab.meters.RoundDecision;
import io.opencab.meters.RoundVersions;
import io.opencab.meters.TicketIns;
import io.opencab.meters.TicketOuts;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ExportCommandTest {
    private static final RoundVersions VERSIONS = new RoundVersions("opencab.draws/1",
        "f8338de05e72401e59cb68a5a77ee26ca8f349f91e0e1b5fbc839c869e9fc2e9", "0.1.0-SNAPSHOT");
    @TempDir
    Path dir;

    private Path cabinetWithABill() {
        Path cfg = Cli.init(dir);
        try (MeterStore s = Stores.open(CabinetConfig.load(cfg, GameCatalog.standard()), Clock.systemUTC())) {
            NoteRecord n = s.billEscrowAccepted(500);
            s.billStacked(n.noteId());
        }
        return cfg;
    }

    @Test
    void exportWritesEveryRecordSetAsCsvAndJson() throws IOException {
        Path cfg = cabinetWithABill();

        Cli.Run r = Cli.run("export", "--config", cfg.toString(), "--pin", "3333", "--out", dir.resolve("ex").toString());

        assertEquals(0, r.rc(), r.toString());
        for (String n : List.of("configuration", "meters", "journal", "events", "tickets", "tickets-in",
                "config-changes")) {
            assertTrue(Files.exists(dir.resolve("ex/" + n + ".csv")), n);
            assertTrue(Files.exists(dir.resolve("ex/" + n + ".json")), n);
        }
    }

    @Test
    void theExportFolderIsTheOwnersOnly() throws IOException {
        org.junit.jupiter.api.Assumptions.assumeTrue(dir.getFileSystem().supportedFileAttributeViews().contains("posix"));
        Path cfg = cabinetWithABill();

        Cli.Run r = Cli.run("export", "--config", cfg.toString(), "--pin", "3333", "--out", dir.resolve("ex").toString());

        assertEquals(0, r.rc(), r.toString());
        assertEquals("rwx------", java.nio.file.attribute.PosixFilePermissions.toString(
            Files.getPosixFilePermissions(dir.resolve("ex"))));
    }

    /** The lab found the export's files 0644 in the owner-only folder (issue 34 item 6): each is 0600 now. */
    @Test
    void everyExportFileIsTheOwnersOnly() throws IOException {
        org.junit.jupiter.api.Assumptions.assumeTrue(dir.getFileSystem().supportedFileAttributeViews().contains("posix"));
        Path cfg = cabinetWithABill();

        Cli.Run r = Cli.run("export", "--config", cfg.toString(), "--pin", "3333", "--out", dir.resolve("ex").toString());

        assertEquals(0, r.rc(), r.toString());
        try (java.util.stream.Stream<Path> files = Files.list(dir.resolve("ex"))) {
            for (Path f : files.toList()) {
                assertEquals("rw-------", java.nio.file.attribute.PosixFilePermissions.toString(
                    Files.getPosixFilePermissions(f)), f.toString());
            }
        }
    }

    @Test
    void metersCsvCarriesTheBillIn() throws IOException {
        Path cfg = cabinetWithABill();

        Cli.run("export", "--config", cfg.toString(), "--pin", "2222", "--out", dir.resolve("ex").toString(), "--format", "csv");

        List<String> lines = Files.readAllLines(dir.resolve("ex/meters.csv"));
        assertEquals("scope,game,key,name,value", lines.getFirst());
        assertTrue(lines.contains("LIFETIME,,000B,BILLS_IN_CREDITS,500"), lines.toString());
        assertTrue(lines.contains("LIFETIME,,0042,BILLS_5,1"), lines.toString());
        assertFalse(Files.exists(dir.resolve("ex/meters.json")));
    }

    @Test
    void eventsJsonListsTheLogOldestFirst() throws IOException {
        Path cfg = cabinetWithABill();

        Cli.run("export", "--config", cfg.toString(), "--pin", "2222", "--out", dir.resolve("ex").toString());

        JsonNode root = new ObjectMapper().readTree(dir.resolve("ex/events.json").toFile());
        assertEquals("opencab-events-1", root.get("format").asText());
        assertEquals("FLOOR-A-017", root.get("cabinetId").asText());
        JsonNode rows = root.get("rows");
        assertEquals("STORE_CREATED", rows.get(0).get("type").asText());
        assertTrue(rows.get(1).get("eventId").asLong() > rows.get(0).get("eventId").asLong());
        boolean stacked = false;
        for (JsonNode e : rows) {
            stacked |= e.get("type").asText().equals("BILL_STACKED");
        }
        assertTrue(stacked);
    }

    /** A store with two rounds, the first live, the second on a seeded RNG, exported in both formats. */
    private void exportTwoRounds() throws IOException {
        Path cfg = Cli.init(dir);
        try (MeterStore s = Stores.open(CabinetConfig.load(cfg, GameCatalog.standard()), Clock.systemUTC())) {
            s.billStacked(s.billEscrowAccepted(500).noteId());
            s.decide(new RoundDecision("christmas-tree", 1, 10, s.credits(), "{\"r\":1}", "4/9", 0, VERSIONS));
            s.paid(s.presented(1).roundId());
            s.decide(new RoundDecision("christmas-tree", 1, 10, s.credits(), "{\"r\":2}", "5/9", 0, VERSIONS).seededRng());
        }
        Cli.run("export", "--config", cfg.toString(), "--pin", "2222", "--out", dir.resolve("ex").toString());
    }

    @Test
    void theJournalSaysWhichRoundsASeededRngDecided() throws IOException {
        exportTwoRounds();

        List<String> lines = Files.readAllLines(dir.resolve("ex/journal.csv"));
        assertTrue(lines.getFirst().contains(",creditsAfter,rng,drawRecord,"), lines.getFirst());
        assertTrue(lines.get(1).contains(",live,4/9,"), lines.get(1));
        assertTrue(lines.get(2).contains(",seeded,5/9,"), lines.get(2));
    }

    @Test
    void eachRoundCarriesTheVersionsThatDecidedIt() throws IOException {
        // given rounds journaled with their draw format, math digest and software version (issue #37 item 4)
        // when exported
        exportTwoRounds();
        // then the CSV and the JSON rows name them
        List<String> lines = Files.readAllLines(dir.resolve("ex/journal.csv"));
        assertTrue(lines.getFirst().contains(",drawRecord,drawFormat,mathSha256,softwareVersion,outcome"), lines.getFirst());
        assertTrue(lines.get(1).contains(",4/9,opencab.draws/1," + VERSIONS.mathSha256() + ",0.1.0-SNAPSHOT,"), lines.get(1));
        JsonNode row = new ObjectMapper().readTree(dir.resolve("ex/journal.json").toFile()).get("rows").get(0);
        assertEquals("opencab.draws/1", row.get("drawFormat").asText());
        assertEquals(VERSIONS.mathSha256(), row.get("mathSha256").asText());
        assertEquals("0.1.0-SNAPSHOT", row.get("softwareVersion").asText());
    }

    @Test
    void theTicketJournalIsExportedWholeOldestFirst() throws IOException {
        // given two $5.00 tickets printed, the second after the first
        Path cfg = Cli.init(dir);
        try (MeterStore s = Stores.open(CabinetConfig.load(cfg, GameCatalog.standard()), Clock.systemUTC())) {
            TicketOuts t = TicketOuts.of(s);
            s.billStacked(s.billEscrowAccepted(500).noteId());
            t.printed(t.start(1, 1, "007648465487018968").ticketId());
            s.billStacked(s.billEscrowAccepted(500).noteId());
            t.notPrinted(t.start(2, 2, "001111222233334444").ticketId(), "printer offline");
        }
        // when exported
        Cli.run("export", "--config", cfg.toString(), "--pin", "2222", "--out", dir.resolve("ex").toString());
        // then both rows are there, oldest first, in CSV and JSON
        List<String> lines = Files.readAllLines(dir.resolve("ex/tickets.csv"));
        assertEquals("ticketId,direction,ticketNumber,sequence,validationNumber,credits,cents,state,createdAt,settledAt,"
            + "detail", lines.getFirst());
        assertEquals(3, lines.size(), lines.toString());
        assertTrue(lines.get(1).contains(",OUT,1,1,007648465487018968,500,500,PRINTED,"), lines.get(1));
        assertTrue(lines.get(2).contains(",OUT,2,2,001111222233334444,500,500,NOT_PRINTED,"), lines.get(2));
        assertTrue(lines.get(2).endsWith(",printer offline"), lines.get(2));
        JsonNode root = new ObjectMapper().readTree(dir.resolve("ex/tickets.json").toFile());
        assertEquals("opencab-tickets-1", root.get("format").asText());
        assertEquals(1, root.get("rows").get(0).get("ticketNumber").asLong());
        assertEquals("001111222233334444", root.get("rows").get(1).get("validationNumber").asText());
    }

    @Test
    void theTicketInJournalIsExportedWithTheHostsAmountAndStatus() throws IOException {
        // given a $20.00 ticket redeemed and stacked, then one the host refused
        Path cfg = Cli.init(dir);
        try (MeterStore s = Stores.open(CabinetConfig.load(cfg, GameCatalog.standard()), Clock.systemUTC())) {
            TicketIns t = TicketIns.of(s);
            long a = t.escrowed("007648465487018968", "dev-1").ticketId();
            t.authorised(a, 2_000);
            t.stacked(a);
            t.returned(t.escrowed("001111222233334444", "dev-2").ticketId(), 0x80, "refused by the casino system");
        }
        // when exported
        Cli.run("export", "--config", cfg.toString(), "--pin", "2222", "--out", dir.resolve("ex").toString());
        // then both rows are there, oldest first, with the amount authorised and the LP 71 status
        List<String> lines = Files.readAllLines(dir.resolve("ex/tickets-in.csv"));
        assertEquals("ticketId,validationNumber,state,amountCents,credits,hostStatus,escrowedAt,authorisedAt,settledAt,"
            + "detail", lines.getFirst());
        assertEquals(3, lines.size(), lines.toString());
        assertTrue(lines.get(1).startsWith("1,007648465487018968,STACKED,2000,"), lines.get(1));
        assertTrue(lines.get(1).contains(",00,"), lines.get(1));
        assertTrue(lines.get(2).startsWith("2,001111222233334444,RETURNED,0,0,80,"), lines.get(2));
        assertTrue(lines.get(2).endsWith(",refused by the casino system"), lines.get(2));
    }

    @Test
    void theConfigurationExportHidesPinHashes() throws IOException {
        Path cfg = cabinetWithABill();

        Cli.run("export", "--config", cfg.toString(), "--pin", "2222", "--out", dir.resolve("ex").toString());

        String csv = Files.readString(dir.resolve("ex/configuration.csv"));
        String json = Files.readString(dir.resolve("ex/configuration.json"));
        assertFalse(csv.contains("pbkdf2") || json.contains("pbkdf2"));
        assertTrue(csv.contains("bet.max.credits,1000,"), csv);
    }

    @Test
    void theAttendantPinCannotExport() throws IOException {
        Path cfg = cabinetWithABill();

        Cli.Run r = Cli.run("export", "--config", cfg.toString(), "--pin", "1111", "--out", dir.resolve("ex").toString());

        assertEquals(1, r.rc(), r.toString());
        assertTrue(r.err().contains("needs the technician or regulator PIN"), r.err());
        assertFalse(Files.exists(dir.resolve("ex")));
    }

    @Test
    void anExistingDirectoryIsNeverOverwritten() throws IOException {
        Path cfg = cabinetWithABill();
        Files.createDirectory(dir.resolve("ex"));

        Cli.Run r = Cli.run("export", "--config", cfg.toString(), "--pin", "2222", "--out", dir.resolve("ex").toString());

        assertEquals(1, r.rc(), r.toString());
        assertTrue(r.err().contains("already exists"), r.err());
        try (var s = Files.list(dir.resolve("ex"))) {
            assertEquals(0, s.count());
        }
    }
}
