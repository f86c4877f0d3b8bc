package main

import (
	"errors"
	"fmt"
	"log"
	"os"
)

func loadConfig(path string) error {
	if path == "" {
		return errors.New("config path is empty")
	}
	return nil
}

func main() {
	log.SetFlags(0)
	log.SetPrefix("operator: ")
	log.Println("starting")
	logger := log.New(os.Stdout, "[stdout] ", log.Lmsgprefix)
	logger.Printf("replicas=%d", 3)
	defer fmt.Println("this deferred print never runs")
	if err := loadConfig(""); err != nil {
		log.Fatalf("load: %v", err)
	}
}

// Output:
// [stdout] replicas=3
// Stderr:
// operator: starting
// operator: load: config path is empty
// Exit: 1
