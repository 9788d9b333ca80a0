package io.opencab.provision;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.opencab.app.config.CabinetConfig;
import io.opencab.engine.game.GameCatalog;
import io.opencab.meters.ConfigChange;
import io.opencab.meters.MeterStore;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ImportCommandTest {
    @TempDir
    Path dir;

    @Test
    void importingAPropertiesFileReplacesTheConfigurationAndLogsEachChange() throws IOException {
        Path cfg = Cli.init(dir);
        Path next = Files.writeString(dir.resolve("next.properties"), Files.readString(cfg)
            .replace("bet.max.credits = 1000", "bet.max.credits = 800")
            .replace("cabinet.id = FLOOR-A-017", "cabinet.id = FLOOR-A-018"));

        Cli.Run r = Cli.run("import", "--config", cfg.toString(), "--pin", "2222", next.toString());

        assertEquals(0, r.rc(), r.toString());
        CabinetConfig c = CabinetConfig.load(cfg, GameCatalog.standard());
        assertEquals(800, c.maxBet());
        assertEquals("FLOOR-A-018", c.cabinetId());
        try (MeterStore s = Stores.open(c, Clock.systemUTC())) {
            List<ConfigChange> h = s.configHistory(2);
            assertEquals(List.of("cabinet.id", "bet.max.credits"), h.stream().map(ConfigChange::key).toList());
            assertEquals("FLOOR-A-017", h.getFirst().oldValue());
        }
    }

    @Test
    void anExportedConfigurationJsonImportsBackKeepingThePins() throws IOException {
        Path cfg = Cli.init(dir);
        Cli.Run ex = Cli.run("export", "--config", cfg.toString(), "--pin", "2222", "--out", dir.resolve("ex").toString());
        assertEquals(0, ex.rc(), ex.toString());
        Path json = dir.resolve("ex/configuration.json");
        Files.writeString(json, Files.readString(json).replace("\"bet.max.credits\" : \"1000\"", "\"bet.max.credits\" : \"250\""));

        Cli.Run r = Cli.run("import", "--config", cfg.toString(), "--pin", "2222", json.toString());

        assertEquals(0, r.rc(), r.toString());
        assertTrue(r.out().contains("1 change(s) imported"), r.out());
        CabinetConfig c = CabinetConfig.load(cfg, GameCatalog.standard());
        assertEquals(250, c.maxBet());
        assertTrue(c.technicianPin().matches("2222"));
    }

    @Test
    void aFileWithAKeySetTwiceIsRefusedAndNothingWritten() throws IOException {
        Path cfg = Cli.init(dir);
        String before = Files.readString(cfg);
        Path next = Files.writeString(dir.resolve("next.properties"), before + "bet.max.credits = 100\n");

        Cli.Run r = Cli.run("import", "--config", cfg.toString(), "--pin", "2222", next.toString());

        assertEquals(1, r.rc(), r.toString());
        assertTrue(r.err().contains("bet.max.credits: set twice, lines "), r.err());
        assertEquals(before, Files.readString(cfg));
    }

    @Test
    void aConfigurationJsonWithAKeyTwiceIsRefused() throws IOException {
        Path cfg = Cli.init(dir);
        Cli.Run ex = Cli.run("export", "--config", cfg.toString(), "--pin", "2222", "--out", dir.resolve("ex").toString());
        assertEquals(0, ex.rc(), ex.toString());
        Path json = dir.resolve("ex/configuration.json");
        Files.writeString(json, Files.readString(json).replace("\"bet.max.credits\" : \"1000\"",
            "\"bet.max.credits\" : \"1000\",\n    \"bet.max.credits\" : \"250\""));
        String before = Files.readString(cfg);

        Cli.Run r = Cli.run("import", "--config", cfg.toString(), "--pin", "2222", json.toString());

        assertEquals(1, r.rc(), r.toString());
        assertTrue(r.err().contains("bet.max.credits: set twice, lines "), r.err());
        assertEquals(before, Files.readString(cfg));
    }

    @Test
    void aDenominationChangeIsRefusedAndNothingWritten() throws IOException {
        Path cfg = Cli.init(dir);
        Path next = Files.writeString(dir.resolve("next.properties"), Files.readString(cfg)
            .replace("cabinet.denomination.cents = 1", "cabinet.denomination.cents = 5"));
        var before = Cli.snapshot(dir.resolve("data"));

        Cli.Run r = Cli.run("import", "--config", cfg.toString(), "--pin", "2222", next.toString());

        assertEquals(1, r.rc(), r.toString());
        assertTrue(r.err().contains("cabinet.denomination.cents"), r.err());
        assertEquals(before, Cli.snapshot(dir.resolve("data")));
    }

    @Test
    void anInvalidFileIsRefusedAndNothingWritten() throws IOException {
        Path cfg = Cli.init(dir);
        Path next = Files.writeString(dir.resolve("next.properties"), Files.readString(cfg) + "games.enbled = x\n");
        var before = Cli.snapshot(dir.resolve("data"));

        Cli.Run r = Cli.run("import", "--config", cfg.toString(), "--pin", "2222", next.toString());

        assertEquals(1, r.rc(), r.toString());
        assertTrue(r.err().contains("games.enbled: unknown configuration key"), r.err());
        assertEquals(before, Cli.snapshot(dir.resolve("data")));
    }

    @Test
    void aWrongPinIsRefusedAndNothingWritten() throws IOException {
        Path cfg = Cli.init(dir);
        Path next = Files.writeString(dir.resolve("next.properties"), Files.readString(cfg)
            .replace("bet.max.credits = 1000", "bet.max.credits = 800"));
        var before = Cli.snapshot(dir.resolve("data"));

        Cli.Run r = Cli.run("import", "--config", cfg.toString(), "--pin", "3333", next.toString());

        assertEquals(1, r.rc(), r.toString());
        assertTrue(r.err().contains("wrong PIN"), r.err());
        assertEquals(before, Cli.snapshot(dir.resolve("data")));
    }

    @Test
    void aJsonOfAnotherFormatIsRefused() throws IOException {
        Path cfg = Cli.init(dir);
        Path json = Files.writeString(dir.resolve("x.json"), "{\"format\": \"opencab-meters-1\", \"values\": {}}");

        Cli.Run r = Cli.run("import", "--config", cfg.toString(), "--pin", "2222", json.toString());

        assertEquals(1, r.rc(), r.toString());
        assertTrue(r.err().contains("\"format\" must be \"opencab-configuration-1\""), r.err());
    }

    @Test
    void anEmptyFileArgumentIsRefusedAsEmpty() throws IOException {
        Path cfg = Cli.init(dir);
        String before = Files.readString(cfg);

        Cli.Run r = Cli.run("import", "--config", cfg.toString(), "--pin", "2222", "");

        assertEquals(2, r.rc(), r.toString());
        assertTrue(r.err().contains("(FILE): the path is empty"), r.err());
        assertEquals(before, Files.readString(cfg));
    }
}
