package io.opencab.provision;

import com.fasterxml.jackson.core.JsonEncoding;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import io.opencab.app.config.CabinetConfig;
import io.opencab.engine.game.GameCatalog;
import io.opencab.meters.BillDenominations;
import io.opencab.meters.ConfigChange;
import io.opencab.meters.EventRecord;
import io.opencab.meters.EventType;
import io.opencab.meters.GameMeter;
import io.opencab.meters.JournalEntry;
import io.opencab.meters.RoundVersions;
import io.opencab.meters.Meter;
import io.opencab.meters.MeterSnapshot;
import io.opencab.meters.MeterStore;
import io.opencab.meters.Scope;
import io.opencab.meters.TicketOuts;
import io.opencab.meters.TicketRecord;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code provision export --out DIR}: the cabinet's configuration, meters, round journal, event log,
 * ticket journal and configuration changes as CSV and JSON for regulators (docs/export.md). Needs the technician
 * or regulator PIN. DIR must not exist; it appears complete or not at all.
 */
@Command(name = "export", mixinStandardHelpOptions = true,
        description = "Writes configuration, meters, journal, events, tickets and configuration changes as CSV and/or JSON into"
            + " a new directory (docs/export.md). Needs the technician or regulator PIN and a stopped cabinet.")
final class ExportCommand extends CabinetCommand {
    enum Format { csv, json, both }

    @Option(names = "--out", required = true, paramLabel = "DIR", description = "A new directory for the files.")
    Path out;
    @Option(names = "--format", defaultValue = "both", description = "csv, json or both. Default ${DEFAULT-VALUE}.")
    Format format;

    @Override
    public Integer call() throws IOException {
        CabinetConfig cfg = CabinetConfig.load(cabinet.config, GameCatalog.standard());
        Path dir = out.toAbsolutePath().normalize();
        if (Files.exists(dir)) {
            throw new ProvisionException("--out " + dir + " already exists; give a new directory (nothing is overwritten)");
        }
        Path parent = dir.getParent();
        if (parent == null || !Files.isDirectory(parent)) {
            throw new ProvisionException("--out " + dir + ": " + (parent != null && Files.exists(parent) ? parent
                + " is a file, not a directory" : "the parent directory does not exist"));
        }
        if (!Files.isWritable(parent)) {
            // Said before the PIN and the store's power-up, not by the first file that fails.
            throw new ProvisionException("cannot write the export to " + dir + ": " + parent + ": permission denied");
        }
        Path tmp = dir.resolveSibling(dir.getFileName() + ".partial");
        if (Files.exists(tmp, java.nio.file.LinkOption.NOFOLLOW_LINKS)) {
            // Not ours to delete (an export that did not finish, or someone's file): a failed export removes only its own.
            throw new ProvisionException("--out " + dir + ": " + tmp + " exists (an export that did not finish?); remove it"
                + " or give another directory (nothing is overwritten)");
        }
        String role = authorize(cfg, "technician or regulator PIN", "technician", "regulator");
        int rounds;
        int events;
        try (MeterStore s = Stores.open(cfg, root.clock)) {
            Instant at = root.clock.instant();
            Map<String, Object> header = new LinkedHashMap<>();
            header.put("cabinetId", cfg.cabinetId());
            header.put("storeId", s.storeId());
            header.put("denominationCents", cfg.denominationCents());
            header.put("exportedAt", at.toString());
            List<JournalEntry> journal = s.recall(s.config().journalHistory());
            List<EventRecord> log = s.events(s.config().eventLogSize());
            rounds = journal.size();
            events = log.size();
            try {
                io.opencab.app.config.PrivateFiles.createDirectory(tmp); // rwx------: the export is the owner's only
            } catch (IOException e) {
                throw new ProvisionException("cannot write the export to " + dir + ": " + FileProblem.of(dir, e)
                    + "; nothing was written", e);
            }
            try {
                write(tmp, "meters", meters(s.meters()), header);
                write(tmp, "journal", journal(journal), header);
                write(tmp, "events", events(log), header);
                // The whole ticket journal (the store keeps every ticket): the regulators' ticket log (issue 28).
                write(tmp, "tickets", tickets(TicketOuts.of(s).log(Integer.MAX_VALUE)), header);
                write(tmp, "tickets-in", ticketsIn(io.opencab.meters.TicketIns.of(s).log(Integer.MAX_VALUE)), header);
                // The AFT transfer journal (every row the store keeps, its last 127) and the host's registration
                // (issue 40 item 6; docs/aft.md).
                io.opencab.meters.AftTransfers aft = io.opencab.meters.AftTransfers.of(s);
                write(tmp, "aft-transfers", AftExport.transfers(aft.newest(io.opencab.meters.AftTransfers.HISTORY)), header);
                write(tmp, "aft-registration", AftExport.registration(aft.registration()), header);
                write(tmp, "config-changes", changes(s.configHistory(s.config().configHistorySize())), header);
                configuration(tmp, cfg, header);
                Files.move(tmp, dir);
            } catch (IOException e) {
                deleteTree(tmp);
                throw new ProvisionException("cannot write the export to " + dir + ": " + FileProblem.of(dir, e)
                    + "; nothing was written", e);
            } catch (RuntimeException e) {
                deleteTree(tmp);
                throw e instanceof io.opencab.app.AppException || e instanceof io.opencab.meters.MeterException
                    ? new ProvisionException("cannot write the export to " + dir + ": " + e.getMessage()
                        + "; nothing was written", e) : e;
            }
            s.logEvent(EventType.CABINET, "export of " + rounds + " rounds and " + events + " events to " + dir
                + " by provision export (" + role + ")");
        }
        out().println("exported cabinet " + cfg.cabinetId() + " to " + dir + ": meters, " + rounds
            + " rounds, " + events + " events, configuration (" + format + ")");
        return 0;
    }

    private void write(Path dir, String name, Table t, Map<String, Object> header) throws IOException {
        if (format != Format.json) {
            t.writeCsv(dir.resolve(name + ".csv"));
        }
        if (format != Format.csv) {
            t.writeJson(dir.resolve(name + ".json"), header);
        }
    }

    static Table meters(MeterSnapshot m) {
        Map<String, String> names = new LinkedHashMap<>();
        for (Meter x : Meter.values()) {
            names.put(x.key(), x.name());
        }
        BillDenominations.byKey().forEach((k, cents) -> names.put(k, "BILLS_" + cents / 100));
        Table t = new Table("meters", List.of("scope", "game", "key", "name", "value"));
        for (Scope scope : Scope.values()) {
            m.meters().getOrDefault(scope, Map.of()).forEach((k, v) -> t.add(scope.name(), null, k,
                names.getOrDefault(k, k.startsWith("DOOR:") ? "DOOR_OPENINGS" : k), v));
        }
        for (Scope scope : Scope.values()) {
            m.gameMeters().getOrDefault(scope, Map.of()).forEach((game, ms) -> {
                for (GameMeter g : GameMeter.values()) {
                    t.add(scope.name(), game, g.key(), g.name(), ms.getOrDefault(g.key(), 0L));
                }
            });
        }
        return t;
    }

    static Table journal(List<JournalEntry> entries) {
        Table t = new Table("journal", List.of("roundId", "gameId", "betLevel", "bet", "creditsBefore", "win", "handpay",
            "state", "decidedAt", "presentedAt", "paidAt", "creditsAfter", "rng", "drawRecord", "drawFormat", "mathSha256",
            "softwareVersion", "outcome")).withRawJson("outcome");
        for (JournalEntry e : entries.reversed()) {
            RoundVersions v = e.versions();
            t.add(e.roundId(), e.gameId(), (long) e.betLevel(), e.bet(), e.creditsBefore(), e.win(), e.handpay(),
                e.state().name(), str(e.decidedAt()), str(e.presentedAt()), str(e.paidAt()),
                e.creditsAfter() < 0 ? null : e.creditsAfter(), e.seededRng() ? "seeded" : "live", e.draws(),
                v == null ? null : v.drawFormat(), v == null ? null : v.mathSha256(), v == null ? null : v.software(),
                e.outcomeJson());
        }
        return t;
    }

    static Table events(List<EventRecord> log) {
        Table t = new Table("events", List.of("eventId", "at", "type", "detail"));
        for (EventRecord e : log.reversed()) {
            t.add(e.eventId(), str(e.at()), e.type().name(), e.detail());
        }
        return t;
    }

    static Table tickets(List<TicketRecord> newestFirst) {
        Table t = new Table("tickets", List.of("ticketId", "direction", "ticketNumber", "sequence", "validationNumber",
            "credits", "cents", "state", "createdAt", "settledAt", "detail"));
        for (TicketRecord r : newestFirst.reversed()) {
            t.add(r.ticketId(), "OUT", (long) r.ticketNumber(), r.sequence(), r.validationNumber(), r.credits(), r.cents(),
                r.state().name(), str(r.createdAt()), str(r.settledAt()), r.detail());
        }
        return t;
    }

    /** The whole ticket-in journal, oldest first: each ticket inserted, what the host authorised, how it ended. */
    static Table ticketsIn(List<io.opencab.meters.TicketInRecord> newestFirst) {
        Table t = new Table("tickets-in", List.of("ticketId", "validationNumber", "state", "amountCents", "credits",
            "hostStatus", "escrowedAt", "authorisedAt", "settledAt", "detail"));
        for (io.opencab.meters.TicketInRecord r : newestFirst.reversed()) {
            t.add(r.ticketId(), r.validation(), r.state().name(), r.amountCents(), r.credits(),
                r.hostStatus() < 0 ? "" : String.format("%02X", r.hostStatus()), str(r.escrowedAt()),
                str(r.authorisedAt()), str(r.settledAt()), r.detail());
        }
        return t;
    }

    static Table changes(List<ConfigChange> log) {
        Table t = new Table("config-changes", List.of("changeId", "at", "key", "oldValue", "newValue", "changedBy"));
        for (ConfigChange c : log.reversed()) {
            t.add(c.changeId(), str(c.at()), c.key(), shortened(c.oldValue()), shortened(c.newValue()), c.changedBy());
        }
        return t;
    }

    /** A PIN's sealed fingerprint as configuration.csv shows it (the first 4 bytes), any other value as it is. */
    private static String shortened(String value) {
        return value == null ? null : io.opencab.app.cabinet.startup.ConfigSeal.display(value);
    }

    /** configuration.csv (key, value, description) and configuration.json ({@link ImportCommand} reads it back). */
    private void configuration(Path dir, CabinetConfig cfg, Map<String, Object> header) throws IOException {
        Map<String, String> shown = new java.util.TreeMap<>();
        cfg.values().forEach((k, v) -> shown.put(k, Stores.shown(k, v)));
        if (format != Format.json) {
            Table t = new Table("configuration", List.of("key", "value", "description"));
            shown.forEach((k, v) -> t.add(k, v, CabinetConfig.describe(k)));
            t.writeCsv(dir.resolve("configuration.csv"));
        }
        if (format != Format.csv) {
            io.opencab.app.config.PrivateFiles.createFile(dir.resolve("configuration.json"));
            try (JsonGenerator g = new JsonFactory().createGenerator(dir.resolve("configuration.json").toFile(),
                JsonEncoding.UTF8)) {
                g.useDefaultPrettyPrinter();
                g.writeStartObject();
                g.writeStringField("format", ImportCommand.JSON_FORMAT);
                for (Map.Entry<String, Object> e : header.entrySet()) {
                    g.writeFieldName(e.getKey());
                    Table.value(g, e.getValue(), false);
                }
                g.writeObjectFieldStart("values");
                for (Map.Entry<String, String> e : shown.entrySet()) {
                    g.writeStringField(e.getKey(), e.getValue());
                }
                g.writeEndObject();
                g.writeEndObject();
            }
        }
    }

    private static String str(Instant i) {
        return i == null ? null : i.toString();
    }

    private static void deleteTree(Path p) {
        if (!Files.exists(p)) {
            return;
        }
        try (Stream<Path> s = Files.walk(p)) {
            for (Path x : s.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(x);
            }
        } catch (IOException ignored) {
            // best effort: the export already failed and says so
        }
    }
}
