package io.opencab.provision;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import io.opencab.app.config.CabinetConfig;
import io.opencab.engine.game.GameCatalog;
import io.opencab.meters.MeterStore;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code provision import FILE}: replaces the configuration with another one, a properties file or
 * the {@code configuration.json} of an export (docs/export.md), validated whole first. The
 * denomination and the store path must stay (they belong to the meter store). Each changed key is
 * logged in the store with before and after. Technician PIN required.
 */
@Command(name = "import", mixinStandardHelpOptions = true,
        description = {"Replaces the configuration with FILE (a .properties file, or configuration.json from"
            + " 'provision export') after validating it whole; each change is logged with before and after.",
            "In a configuration.json, a PIN shown as '(set <fingerprint>)' keeps this cabinet's PIN when the fingerprint"
            + " matches it. Needs the technician PIN and a stopped cabinet."})
final class ImportCommand extends CabinetCommand {
    static final String JSON_FORMAT = "opencab-configuration-1";

    @Parameters(index = "0", paramLabel = "FILE", description = "The configuration to import.")
    Path file;

    @Override
    public Integer call() {
        GameCatalog catalog = GameCatalog.standard();
        CabinetConfig current = CabinetConfig.load(cabinet.config, catalog);
        Map<String, String> incoming = file.getFileName().toString().endsWith(".json") ? readJson(file)
            : ConfigText.read(file);
        Map<String, String> now = ConfigText.read(cabinet.config);
        for (Map.Entry<String, String> e : incoming.entrySet()) {
            String k = e.getKey();
            if (k.startsWith("security.") && e.getValue().startsWith("(set")) {
                String mine = now.get(k);
                if (mine == null || !Stores.shown(k, mine).equals(e.getValue())) {
                    throw new ProvisionException(k + ": " + file + " does not carry the PIN hash ('" + e.getValue()
                        + "') and this cabinet's differs; put the hash (cabinet hash-pin) in the file");
                }
                e.setValue(mine);
            }
        }
        Path base = cabinet.config.toAbsolutePath().getParent();
        CabinetConfig next = CabinetConfig.parse(ConfigText.properties(incoming), catalog, base);
        if (next.denominationCents() != current.denominationCents()) {
            throw new ProvisionException("cabinet.denomination.cents: " + file + " says " + next.denominationCents()
                + " but the meter store counts " + current.denominationCents() + "-cent credits; a denomination change"
                + " needs 'provision init --force' (RAM clear)");
        }
        if (!next.storePath().equals(current.storePath())) {
            throw new ProvisionException("store.path: " + file + " points at " + next.storePath() + ", not this cabinet's"
                + " store " + current.storePath() + "; keep store.path as it is");
        }
        String role = authorize(current, "technician PIN", "technician");
        TreeSet<String> keys = new TreeSet<>(now.keySet());
        keys.addAll(incoming.keySet());
        Map<String, String[]> changes = new TreeMap<>();
        for (String k : keys) {
            String a = now.get(k);
            String b = incoming.get(k);
            if (a == null ? b != null : !a.equals(b)) {
                changes.put(k, new String[] {a, b});
            }
        }
        if (changes.isEmpty()) {
            out().println("nothing to import: " + file + " equals " + cabinet.config);
            return 0;
        }
        try (MeterStore s = Stores.open(current, root.clock)) {
            ConfigText.writeAtomically(cabinet.config, ConfigText.text(incoming, "OpenCab cabinet " + next.cabinetId()
                + ": imported from " + file.getFileName() + " by provision import (docs/configuration.md)"));
            changes.forEach((k, ab) -> {
                s.setConfig(k, Stores.shown(k, ab[1]), "provision import (" + role + ")");
                out().println(k + ": " + Stores.shown(k, ab[0]) + " -> " + Stores.shown(k, ab[1]));
            });
        }
        out().println(changes.size() + " change(s) imported into " + cabinet.config
            + "; they take effect at the next start");
        return 0;
    }

    /** The {@code values} object of an exported configuration.json. */
    static Map<String, String> readJson(Path f) {
        Map<String, String> out = new TreeMap<>();
        String format = null;
        try (JsonParser p = new JsonFactory().createParser(f.toFile())) {
            if (p.nextToken() != JsonToken.START_OBJECT) {
                throw new ProvisionException(f + ": not a JSON object");
            }
            while (p.nextToken() == JsonToken.FIELD_NAME) {
                String name = p.currentName();
                JsonToken t = p.nextToken();
                if (name.equals("format") && t == JsonToken.VALUE_STRING) {
                    format = p.getText();
                } else if (name.equals("values") && t == JsonToken.START_OBJECT) {
                    Map<String, Integer> lines = new TreeMap<>();
                    while (p.nextToken() == JsonToken.FIELD_NAME) {
                        String k = p.currentName();
                        int line = p.currentLocation().getLineNr();
                        Integer before = lines.putIfAbsent(k, line);
                        if (before != null) {
                            // a JSON reader keeps the last, silently: as in a properties file, refuse it
                            throw new ProvisionException(k + ": set twice, lines " + before + " and " + line + " of " + f);
                        }
                        if (p.nextToken() != JsonToken.VALUE_STRING) {
                            throw new ProvisionException(f + ": values." + k + " is not a string");
                        }
                        out.put(k, p.getText().strip());
                    }
                } else {
                    p.skipChildren();
                }
            }
        } catch (IOException e) {
            throw new ProvisionException("cannot read " + f + ": " + e.getMessage(), e);
        }
        if (!JSON_FORMAT.equals(format)) {
            throw new ProvisionException(f + ": \"format\" must be \"" + JSON_FORMAT + "\" (a configuration.json from"
                + " provision export), got " + (format == null ? "none" : "\"" + format + "\""));
        }
        return out;
    }
}
