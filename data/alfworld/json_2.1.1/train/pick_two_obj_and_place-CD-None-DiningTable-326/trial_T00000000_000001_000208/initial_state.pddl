(define (problem plan_trial_T00000000_000001_000208)
(:domain alfred)
(:objects
        agent1 - agent
        BedType - rtype
        DiningTableType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        ShelfType - rtype
        SinkBasinType - rtype
        AlarmClockType - otype
        BookType - otype
        ButterKnifeType - otype
        CDType - otype
        KeyChainType - otype
        KnifeType - otype
        LaptopType - otype
        CD_bar__minus_02_dot_33_bar__plus_00_dot_85_bar__minus_00_dot_97 - object
        CD_bar__plus_01_dot_03_bar__plus_00_dot_02_bar__minus_02_dot_96 - object
        CD_bar__plus_01_dot_46_bar__plus_00_dot_88_bar__plus_01_dot_09 - object
        AlarmClock_bar__minus_02_dot_02_bar__plus_00_dot_41_bar__minus_01_dot_69 - object
        Book_bar__plus_00_dot_31_bar__plus_00_dot_02_bar__plus_01_dot_71 - object
        Book_bar__minus_00_dot_82_bar__plus_00_dot_74_bar__minus_01_dot_16 - object
        KeyChain_bar__plus_02_dot_71_bar__plus_01_dot_37_bar__plus_01_dot_48 - object
        KeyChain_bar__minus_00_dot_75_bar__plus_00_dot_10_bar__plus_02_dot_39 - object
        Laptop_bar__minus_02_dot_67_bar__plus_01_dot_08_bar__plus_02_dot_90 - object
        Laptop_bar__plus_02_dot_83_bar__plus_01_dot_44_bar__minus_01_dot_29 - object
        Bed_bar__minus_00_dot_63_bar__plus_00_dot_00_bar__minus_00_dot_55 - receptacle
        Bed_bar__minus_02_dot_46_bar__plus_00_dot_01_bar__minus_00_dot_55 - receptacle
        DiningTable_bar__plus_03_dot_16_bar__minus_00_dot_01_bar__minus_01_dot_42 - receptacle
        Shelf_bar__plus_00_dot_92_bar__plus_01_dot_13_bar__minus_01_dot_62 - receptacle
        Shelf_bar__plus_00_dot_92_bar__plus_01_dot_13_bar__minus_02_dot_73 - receptacle
        Shelf_bar__plus_03_dot_04_bar__plus_00_dot_53_bar__minus_00_dot_56 - receptacle
        Shelf_bar__minus_02_dot_95_bar__plus_01_dot_13_bar__minus_01_dot_62 - receptacle
        Shelf_bar__minus_02_dot_95_bar__plus_01_dot_13_bar__minus_02_dot_74 - receptacle
        Shelf_bar__minus_02_dot_95_bar__plus_01_dot_41_bar__minus_01_dot_62 - receptacle
        loc_bar_1_bar__minus_10_bar_1_bar_30 - location
        loc_bar_1_bar__minus_6_bar_1_bar_30 - location
        loc_bar_3_bar__minus_3_bar_3_bar_30 - location
        loc_bar_8_bar__minus_5_bar_1_bar_30 - location
        loc_bar_9_bar__minus_1_bar_1_bar_30 - location
        loc_bar__minus_12_bar_10_bar_0_bar_30 - location
        loc_bar__minus_8_bar__minus_8_bar_3_bar_0 - location
        loc_bar__minus_9_bar__minus_10_bar_0_bar_30 - location
        loc_bar__minus_9_bar__minus_10_bar_3_bar_30 - location
        loc_bar__minus_9_bar__minus_8_bar_3_bar_0 - location
        )
(:init
        (atLocation agent1 loc_bar__minus_12_bar_10_bar_0_bar_30)
        (receptacleType Bed_bar__minus_00_dot_63_bar__plus_00_dot_00_bar__minus_00_dot_55 BedType)
        (receptacleAtLocation Bed_bar__minus_00_dot_63_bar__plus_00_dot_00_bar__minus_00_dot_55 loc_bar_3_bar__minus_3_bar_3_bar_30)
        (receptacleType Bed_bar__minus_02_dot_46_bar__plus_00_dot_01_bar__minus_00_dot_55 BedType)
        (receptacleAtLocation Bed_bar__minus_02_dot_46_bar__plus_00_dot_01_bar__minus_00_dot_55 loc_bar__minus_9_bar__minus_10_bar_0_bar_30)
        (receptacleType DiningTable_bar__plus_03_dot_16_bar__minus_00_dot_01_bar__minus_01_dot_42 DiningTableType)
        (receptacleAtLocation DiningTable_bar__plus_03_dot_16_bar__minus_00_dot_01_bar__minus_01_dot_42 loc_bar_8_bar__minus_5_bar_1_bar_30)
        (receptacleType Shelf_bar__plus_00_dot_92_bar__plus_01_dot_13_bar__minus_01_dot_62 ShelfType)
        (receptacleAtLocation Shelf_bar__plus_00_dot_92_bar__plus_01_dot_13_bar__minus_01_dot_62 loc_bar_1_bar__minus_6_bar_1_bar_30)
        (receptacleType Shelf_bar__plus_00_dot_92_bar__plus_01_dot_13_bar__minus_02_dot_73 ShelfType)
        (receptacleAtLocation Shelf_bar__plus_00_dot_92_bar__plus_01_dot_13_bar__minus_02_dot_73 loc_bar_1_bar__minus_10_bar_1_bar_30)
        (receptacleType Shelf_bar__plus_03_dot_04_bar__plus_00_dot_53_bar__minus_00_dot_56 ShelfType)
        (receptacleAtLocation Shelf_bar__plus_03_dot_04_bar__plus_00_dot_53_bar__minus_00_dot_56 loc_bar_9_bar__minus_1_bar_1_bar_30)
        (receptacleType Shelf_bar__minus_02_dot_95_bar__plus_01_dot_13_bar__minus_01_dot_62 ShelfType)
        (receptacleAtLocation Shelf_bar__minus_02_dot_95_bar__plus_01_dot_13_bar__minus_01_dot_62 loc_bar__minus_8_bar__minus_8_bar_3_bar_0)
        (receptacleType Shelf_bar__minus_02_dot_95_bar__plus_01_dot_13_bar__minus_02_dot_74 ShelfType)
        (receptacleAtLocation Shelf_bar__minus_02_dot_95_bar__plus_01_dot_13_bar__minus_02_dot_74 loc_bar__minus_9_bar__minus_10_bar_3_bar_30)
        (receptacleType Shelf_bar__minus_02_dot_95_bar__plus_01_dot_41_bar__minus_01_dot_62 ShelfType)
        (receptacleAtLocation Shelf_bar__minus_02_dot_95_bar__plus_01_dot_41_bar__minus_01_dot_62 loc_bar__minus_9_bar__minus_8_bar_3_bar_0)
        (canContain BedType BookType)
        (canContain BedType LaptopType)
        (canContain DiningTableType AlarmClockType)
        (canContain DiningTableType BookType)
        (canContain DiningTableType ButterKnifeType)
        (canContain DiningTableType CDType)
        (canContain DiningTableType KeyChainType)
        (canContain DiningTableType KnifeType)
        (canContain DiningTableType LaptopType)
        (canContain ShelfType AlarmClockType)
        (canContain ShelfType BookType)
        (canContain ShelfType CDType)
        (canContain ShelfType KeyChainType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType KnifeType)
        (objectType CD_bar__minus_02_dot_33_bar__plus_00_dot_85_bar__minus_00_dot_97 CDType)
        (inReceptacle CD_bar__minus_02_dot_33_bar__plus_00_dot_85_bar__minus_00_dot_97 Shelf_bar__plus_00_dot_92_bar__plus_01_dot_13_bar__minus_02_dot_73)
        (objectAtLocation CD_bar__minus_02_dot_33_bar__plus_00_dot_85_bar__minus_00_dot_97 loc_bar_1_bar__minus_10_bar_1_bar_30)
        (pickupable CD_bar__minus_02_dot_33_bar__plus_00_dot_85_bar__minus_00_dot_97)
        (objectType CD_bar__plus_01_dot_03_bar__plus_00_dot_02_bar__minus_02_dot_96 CDType)
        (inReceptacle CD_bar__plus_01_dot_03_bar__plus_00_dot_02_bar__minus_02_dot_96 Shelf_bar__plus_00_dot_92_bar__plus_01_dot_13_bar__minus_01_dot_62)
        (objectAtLocation CD_bar__plus_01_dot_03_bar__plus_00_dot_02_bar__minus_02_dot_96 loc_bar_1_bar__minus_6_bar_1_bar_30)
        (pickupable CD_bar__plus_01_dot_03_bar__plus_00_dot_02_bar__minus_02_dot_96)
        (objectType CD_bar__plus_01_dot_46_bar__plus_00_dot_88_bar__plus_01_dot_09 CDType)
        (inReceptacle CD_bar__plus_01_dot_46_bar__plus_00_dot_88_bar__plus_01_dot_09 Shelf_bar__minus_02_dot_95_bar__plus_01_dot_13_bar__minus_02_dot_74)
        (objectAtLocation CD_bar__plus_01_dot_46_bar__plus_00_dot_88_bar__plus_01_dot_09 loc_bar__minus_9_bar__minus_10_bar_3_bar_30)
        (pickupable CD_bar__plus_01_dot_46_bar__plus_00_dot_88_bar__plus_01_dot_09)
        (objectType AlarmClock_bar__minus_02_dot_02_bar__plus_00_dot_41_bar__minus_01_dot_69 AlarmClockType)
        (inReceptacle AlarmClock_bar__minus_02_dot_02_bar__plus_00_dot_41_bar__minus_01_dot_69 Shelf_bar__minus_02_dot_95_bar__plus_01_dot_13_bar__minus_02_dot_74)
        (objectAtLocation AlarmClock_bar__minus_02_dot_02_bar__plus_00_dot_41_bar__minus_01_dot_69 loc_bar__minus_9_bar__minus_10_bar_3_bar_30)
        (pickupable AlarmClock_bar__minus_02_dot_02_bar__plus_00_dot_41_bar__minus_01_dot_69)
        (objectType Book_bar__plus_00_dot_31_bar__plus_00_dot_02_bar__plus_01_dot_71 BookType)
        (inReceptacle Book_bar__plus_00_dot_31_bar__plus_00_dot_02_bar__plus_01_dot_71 Bed_bar__minus_00_dot_63_bar__plus_00_dot_00_bar__minus_00_dot_55)
        (objectAtLocation Book_bar__plus_00_dot_31_bar__plus_00_dot_02_bar__plus_01_dot_71 loc_bar_3_bar__minus_3_bar_3_bar_30)
        (pickupable Book_bar__plus_00_dot_31_bar__plus_00_dot_02_bar__plus_01_dot_71)
        (objectType Book_bar__minus_00_dot_82_bar__plus_00_dot_74_bar__minus_01_dot_16 BookType)
        (inReceptacle Book_bar__minus_00_dot_82_bar__plus_00_dot_74_bar__minus_01_dot_16 DiningTable_bar__plus_03_dot_16_bar__minus_00_dot_01_bar__minus_01_dot_42)
        (objectAtLocation Book_bar__minus_00_dot_82_bar__plus_00_dot_74_bar__minus_01_dot_16 loc_bar_8_bar__minus_5_bar_1_bar_30)
        (pickupable Book_bar__minus_00_dot_82_bar__plus_00_dot_74_bar__minus_01_dot_16)
        (objectType KeyChain_bar__plus_02_dot_71_bar__plus_01_dot_37_bar__plus_01_dot_48 KeyChainType)
        (inReceptacle KeyChain_bar__plus_02_dot_71_bar__plus_01_dot_37_bar__plus_01_dot_48 Shelf_bar__minus_02_dot_95_bar__plus_01_dot_41_bar__minus_01_dot_62)
        (objectAtLocation KeyChain_bar__plus_02_dot_71_bar__plus_01_dot_37_bar__plus_01_dot_48 loc_bar__minus_9_bar__minus_8_bar_3_bar_0)
        (pickupable KeyChain_bar__plus_02_dot_71_bar__plus_01_dot_37_bar__plus_01_dot_48)
        (objectType KeyChain_bar__minus_00_dot_75_bar__plus_00_dot_10_bar__plus_02_dot_39 KeyChainType)
        (inReceptacle KeyChain_bar__minus_00_dot_75_bar__plus_00_dot_10_bar__plus_02_dot_39 Shelf_bar__plus_00_dot_92_bar__plus_01_dot_13_bar__minus_01_dot_62)
        (objectAtLocation KeyChain_bar__minus_00_dot_75_bar__plus_00_dot_10_bar__plus_02_dot_39 loc_bar_1_bar__minus_6_bar_1_bar_30)
        (pickupable KeyChain_bar__minus_00_dot_75_bar__plus_00_dot_10_bar__plus_02_dot_39)
        (objectType Laptop_bar__minus_02_dot_67_bar__plus_01_dot_08_bar__plus_02_dot_90 LaptopType)
        (inReceptacle Laptop_bar__minus_02_dot_67_bar__plus_01_dot_08_bar__plus_02_dot_90 Bed_bar__minus_00_dot_63_bar__plus_00_dot_00_bar__minus_00_dot_55)
        (objectAtLocation Laptop_bar__minus_02_dot_67_bar__plus_01_dot_08_bar__plus_02_dot_90 loc_bar_3_bar__minus_3_bar_3_bar_30)
        (pickupable Laptop_bar__minus_02_dot_67_bar__plus_01_dot_08_bar__plus_02_dot_90)
        (objectType Laptop_bar__plus_02_dot_83_bar__plus_01_dot_44_bar__minus_01_dot_29 LaptopType)
        (inReceptacle Laptop_bar__plus_02_dot_83_bar__plus_01_dot_44_bar__minus_01_dot_29 Bed_bar__minus_02_dot_46_bar__plus_00_dot_01_bar__minus_00_dot_55)
        (objectAtLocation Laptop_bar__plus_02_dot_83_bar__plus_01_dot_44_bar__minus_01_dot_29 loc_bar__minus_9_bar__minus_10_bar_0_bar_30)
        (pickupable Laptop_bar__plus_02_dot_83_bar__plus_01_dot_44_bar__minus_01_dot_29)
        )
(:goal
                    (and
                        (exists (?r - receptacle)
                            (exists (?o1 - object)
                                (and
                                    (objectType ?o1 CDType)
                                    (receptacleType ?r DiningTableType)
                                    (inReceptacle ?o1 ?r)
                                    (exists (?o2 - object)
                                        (and
                                            (not (= ?o1 ?o2))
                                            (objectType ?o2 CDType)
                                            (receptacleType ?r DiningTableType)
                                            (inReceptacle ?o2 ?r)
                                        )
                                    )
                                )
                            )
                        )
                    )
                )
            )
