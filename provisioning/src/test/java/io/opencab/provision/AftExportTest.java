package io.opencab.provision;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.opencab.app.config.CabinetConfig;
import io.opencab.engine.game.GameCatalog;
import io.opencab.meters.AftRegistration;
import io.opencab.meters.AftTransferRequest;
import io.opencab.meters.AftTransfers;
import io.opencab.meters.MeterStore;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The export's AFT transfer journal and registration (issue 40 item 6, docs/export.md), read back. */
class AftExportTest {
    private static final byte[] KEY = new byte[20];

    static {
        for (int i = 0; i < KEY.length; i++) {
            KEY[i] = (byte) (0x10 + i);
        }
    }

    @TempDir
    Path dir;

    /** A registered cabinet with a $20 cashable transfer, then $5 restricted (pool 7, expiring 31 Dec 2026). */
    private Path cabinetWithTwoTransfers() {
        Path cfg = Cli.init(dir);
        try (MeterStore s = Stores.open(CabinetConfig.load(cfg, GameCatalog.standard()), Clock.systemUTC())) {
            AftTransfers t = AftTransfers.of(s);
            t.register(new AftRegistration(AftRegistration.REGISTERED, 1234, KEY, 56, Clock.systemUTC().instant()));
            t.transferIn(new AftTransferRequest("TX-0001", 0, 2_000, 0, 0, false, 0, 0, 0x00, 100_000));
            t.transferIn(new AftTransferRequest("TX-0002", 0, 0, 500, 0, true, 7, 12_312_026, 0x01, 100_000));
        }
        return cfg;
    }

    @Test
    void everyTransferIsExportedOldestFirstWithEachField() throws IOException {
        Path cfg = cabinetWithTwoTransfers();

        Cli.Run r = Cli.run("export", "--config", cfg.toString(), "--pin", "2222", "--out", dir.resolve("ex").toString());

        assertEquals(0, r.rc(), r.toString());
        List<String> lines = Files.readAllLines(dir.resolve("ex/aft-transfers.csv"));
        assertEquals("transferId,transactionId,type,status,cashableCents,restrictedCents,nonRestrictedCents,poolId,"
            + "expiry,flags,at", lines.getFirst());
        assertEquals(3, lines.size(), lines.toString());
        assertTrue(lines.get(1).startsWith("1,TX-0001,00,00,2000,0,0,0,0,00,20"), lines.get(1));
        assertTrue(lines.get(2).startsWith("2,TX-0002,00,00,0,500,0,7,12312026,01,20"), lines.get(2));
        JsonNode root = new ObjectMapper().readTree(dir.resolve("ex/aft-transfers.json").toFile());
        assertEquals("opencab-aft-transfers-1", root.get("format").asText());
        assertEquals(500, root.get("rows").get(1).get("restrictedCents").asLong());
        assertEquals("TX-0001", root.get("rows").get(0).get("transactionId").asText());
    }

    @Test
    void theRegistrationIsExportedWithItsKeyShownOnlyInPart() throws IOException {
        Path cfg = cabinetWithTwoTransfers();

        Cli.run("export", "--config", cfg.toString(), "--pin", "2222", "--out", dir.resolve("ex").toString());

        List<String> lines = Files.readAllLines(dir.resolve("ex/aft-registration.csv"));
        assertEquals("status,assetNumber,keyShown,posId,changedAt", lines.getFirst());
        assertTrue(lines.get(1).startsWith("01,1234,1011...2223,56,20"), lines.get(1));
        String all = Files.readString(dir.resolve("ex/aft-registration.csv"))
            + Files.readString(dir.resolve("ex/aft-registration.json"));
        assertFalse(all.contains("12131415"), "the key's middle bytes never leave the cabinet: " + all);
    }

    @Test
    void aCabinetWithoutAftExportsAnEmptyJournalAndNoRegistration() throws IOException {
        Path cfg = Cli.init(dir);

        Cli.run("export", "--config", cfg.toString(), "--pin", "2222", "--out", dir.resolve("ex").toString());

        assertEquals(1, Files.readAllLines(dir.resolve("ex/aft-transfers.csv")).size());
        assertEquals("80,0,(none),0,", Files.readAllLines(dir.resolve("ex/aft-registration.csv")).get(1));
    }
}
