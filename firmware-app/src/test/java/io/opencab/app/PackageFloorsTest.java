package io.opencab.app;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Issue 38 item 1 (docs/architecture.md, "Inside firmware-app"): the packages of firmware-app stand on floors and
 * nothing refers upwards; inside {@code cabinet} the sub-packages stand below the facade and never refer to it, and
 * each uses only the parts on the floors beneath its own; every package says in its package-info.java what it owns
 * and must not touch. Read from the sources, so a new upward
 * reference fails here before a reviewer has to find it.
 */
class PackageFloorsTest {
    private static final Path APP = Path.of("src/main/java/io/opencab/app");
    /** Any reference to a class of a package of firmware-app, imported (one class or all) or written out in full. */
    private static final Pattern REFERENCE = Pattern.compile("\\bio\\.opencab\\.app\\.([a-z][\\w.]*?)\\.(?:[A-Z]|\\*)");

    /** The floors from the top: a package may refer to its own floor's other packages only where listed here. */
    private static final List<List<String>> FLOORS = List.of(
        List.of("cli", "kiosk"),
        List.of("sas", "headless"),
        List.of("cabinet"),
        List.of("verify"),
        List.of("config", "json"));

    /**
     * Inside {@code cabinet}, from the top (under the facade and its dispatcher): a part may use the parts beneath it
     * and the state, never one above it or beside it. The state knows no part (what it must tell one goes through a
     * hook the dispatcher sets), so no import runs back up and the parts form no circle.
     */
    private static final List<List<String>> CABINET_FLOORS = List.of(
        List.of("attendant"),
        List.of("startup"),
        List.of("round"),
        List.of("devices", "cashless"),
        List.of("tickets"),
        List.of("state"),
        List.of("ledger"));

    private static List<Path> sources(Path dir) throws IOException {
        try (Stream<Path> s = Files.walk(dir)) {
            return s.filter(p -> p.toString().endsWith(".java")).sorted().toList();
        }
    }

    private static List<String> referencedPackages(Path file) throws IOException {
        List<String> found = new ArrayList<>();
        Matcher m = REFERENCE.matcher(Files.readString(file));
        while (m.find()) {
            found.add(m.group(1));
        }
        return found;
    }

    /** The floor of {@code pkg}'s first name among {@code floors} (0 the top), or {@code floors.size()} if none. */
    private static int floor(List<List<String>> floors, String pkg) {
        String top = pkg.split("\\.")[0];
        for (int i = 0; i < floors.size(); i++) {
            if (floors.get(i).contains(top)) {
                return i;
            }
        }
        return floors.size();
    }

    @Test
    void noPackageOfTheAppRefersToAFloorAboveIt() throws IOException {
        List<String> upwards = new ArrayList<>();
        for (Path f : sources(APP)) {
            String own = APP.relativize(f.getParent()).toString().replace('/', '.');
            if (own.isEmpty()) {
                continue;
            }
            for (String used : referencedPackages(f)) {
                if (floor(FLOORS, used) < floor(FLOORS, own)) {
                    upwards.add(APP.relativize(f) + " -> " + used);
                }
            }
        }

        assertEquals(List.of(), upwards);
    }

    /** One reference from a file of a sub-package of {@code cabinet} ({@code own}, e.g. "round") to a package. */
    private record PartReference(String file, String own, String used) {
    }

    /** Every reference made by the files of the cabinet's sub-packages (the facade's own files left out). */
    private static List<PartReference> partReferences() throws IOException {
        List<PartReference> out = new ArrayList<>();
        Path cabinet = APP.resolve("cabinet");
        for (Path f : sources(cabinet)) {
            if (!f.getParent().equals(cabinet)) {
                String own = cabinet.relativize(f.getParent()).toString().replace('/', '.');
                for (String used : referencedPackages(f)) {
                    out.add(new PartReference(cabinet.relativize(f).toString(), own, used));
                }
            }
        }
        return out;
    }

    @Test
    void noSubPackageOfTheCabinetRefersToTheCabinetPackage() throws IOException {
        List<String> upwards = partReferences().stream().filter(r -> r.used().equals("cabinet"))
            .map(r -> r.file() + " -> io.opencab.app.cabinet").toList();

        assertEquals(List.of(), upwards);
    }

    @Test
    void everyPartOfTheCabinetUsesOnlyThePartsBeneathIt() throws IOException {
        List<String> wrong = partReferences().stream()
            .filter(r -> r.used().startsWith("cabinet.") && !r.used().equals("cabinet." + r.own())
                && floor(CABINET_FLOORS, r.used().substring("cabinet.".length())) <= floor(CABINET_FLOORS, r.own()))
            .map(r -> r.file() + " -> " + r.used()).toList();

        assertEquals(List.of(), wrong);
    }

    @Test
    void everySubPackageOfTheCabinetHasAFloor() throws IOException {
        List<String> unplaced = new ArrayList<>();
        try (Stream<Path> s = Files.list(APP.resolve("cabinet"))) {
            s.filter(Files::isDirectory).map(p -> p.getFileName().toString())
                .filter(p -> floor(CABINET_FLOORS, p) == CABINET_FLOORS.size()).sorted().forEach(unplaced::add);
        }

        assertEquals(List.of(), unplaced);
    }

    @Test
    void everyPackageOfTheCabinetSaysWhatItOwnsAndMustNotTouch() throws IOException {
        List<Path> packages;
        try (Stream<Path> s = Files.walk(APP.resolve("cabinet"))) {
            packages = s.filter(Files::isDirectory).sorted().toList();
        }
        for (Path p : packages) {
            Path info = p.resolve("package-info.java");
            assertTrue(Files.exists(info), "no package-info.java in " + p);
            String text = Files.readString(info);
            assertTrue(text.contains("Owns:") && text.contains("Must not touch:"), info + " says no Owns:/Must not touch:");
        }
    }
}
