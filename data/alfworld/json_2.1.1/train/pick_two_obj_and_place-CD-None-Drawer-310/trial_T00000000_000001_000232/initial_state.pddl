(define (problem plan_trial_T00000000_000001_000232)
(:domain alfred)
(:objects
        agent1 - agent
        BedType - rtype
        CabinetType - rtype
        DeskType - rtype
        DrawerType - rtype
        FridgeType - rtype
        GarbageCanType - rtype
        MicrowaveType - rtype
        SideTableType - rtype
        SinkBasinType - rtype
        AlarmClockType - otype
        BaseballBatType - otype
        BasketBallType - otype
        BookType - otype
        ButterKnifeType - otype
        CDType - otype
        KnifeType - otype
        CD_bar__plus_02_dot_39_bar__plus_00_dot_73_bar__minus_01_dot_60 - object
        CD_bar__plus_00_dot_37_bar__plus_01_dot_18_bar__minus_01_dot_13 - object
        CD_bar__plus_00_dot_93_bar__plus_01_dot_46_bar__plus_00_dot_89 - object
        AlarmClock_bar__minus_01_dot_49_bar__plus_00_dot_64_bar__minus_01_dot_91 - object
        AlarmClock_bar__plus_00_dot_11_bar__plus_00_dot_22_bar__plus_02_dot_32 - object
        BaseballBat_bar__minus_00_dot_40_bar__plus_01_dot_21_bar__minus_00_dot_61 - object
        BaseballBat_bar__minus_02_dot_42_bar__plus_00_dot_94_bar__minus_00_dot_16 - object
        BasketBall_bar__plus_02_dot_05_bar__plus_01_dot_28_bar__plus_02_dot_80 - object
        Book_bar__minus_02_dot_79_bar__plus_00_dot_36_bar__minus_02_dot_55 - object
        Bed_bar__plus_01_dot_18_bar__plus_00_dot_00_bar__plus_00_dot_24 - receptacle
        Cabinet_bar__minus_00_dot_03_bar__plus_01_dot_53_bar__minus_01_dot_92 - receptacle
        Cabinet_bar__minus_00_dot_79_bar__plus_01_dot_53_bar__minus_01_dot_92 - receptacle
        Cabinet_bar__minus_01_dot_08_bar__plus_01_dot_53_bar__minus_01_dot_92 - receptacle
        Desk_bar__minus_00_dot_96_bar_00_dot_00_bar__minus_02_dot_06 - receptacle
        Drawer_bar__plus_01_dot_60_bar__plus_00_dot_17_bar__minus_00_dot_99 - receptacle
        Drawer_bar__plus_01_dot_60_bar__plus_00_dot_46_bar__minus_00_dot_99 - receptacle
        GarbageCan_bar__plus_00_dot_13_bar__plus_00_dot_00_bar__minus_02_dot_15 - receptacle
        SideTable_bar__plus_01_dot_60_bar__plus_00_dot_46_bar__minus_00_dot_99 - receptacle
        loc_bar_0_bar__minus_5_bar_2_bar_30 - location
        loc_bar_2_bar__minus_6_bar_1_bar_30 - location
        loc_bar_3_bar__minus_5_bar_1_bar_30 - location
        loc_bar_4_bar__minus_3_bar_1_bar_30 - location
        loc_bar__minus_1_bar__minus_5_bar_2_bar_0 - location
        loc_bar__minus_2_bar_1_bar_1_bar_30 - location
        loc_bar__minus_2_bar__minus_5_bar_2_bar_0 - location
        loc_bar__minus_2_bar__minus_5_bar_2_bar_30 - location
        loc_bar__minus_3_bar_9_bar_2_bar_30 - location
        loc_bar__minus_6_bar__minus_4_bar_2_bar_0 - location
        )
(:init
        (atLocation agent1 loc_bar__minus_3_bar_9_bar_2_bar_30)
        (receptacleType Bed_bar__plus_01_dot_18_bar__plus_00_dot_00_bar__plus_00_dot_24 BedType)
        (receptacleAtLocation Bed_bar__plus_01_dot_18_bar__plus_00_dot_00_bar__plus_00_dot_24 loc_bar__minus_2_bar_1_bar_1_bar_30)
        (receptacleType Cabinet_bar__minus_00_dot_03_bar__plus_01_dot_53_bar__minus_01_dot_92 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_03_bar__plus_01_dot_53_bar__minus_01_dot_92 loc_bar__minus_1_bar__minus_5_bar_2_bar_0)
        (openable Cabinet_bar__minus_00_dot_03_bar__plus_01_dot_53_bar__minus_01_dot_92)
        (receptacleType Cabinet_bar__minus_00_dot_79_bar__plus_01_dot_53_bar__minus_01_dot_92 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_79_bar__plus_01_dot_53_bar__minus_01_dot_92 loc_bar__minus_2_bar__minus_5_bar_2_bar_0)
        (openable Cabinet_bar__minus_00_dot_79_bar__plus_01_dot_53_bar__minus_01_dot_92)
        (receptacleType Cabinet_bar__minus_01_dot_08_bar__plus_01_dot_53_bar__minus_01_dot_92 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_01_dot_08_bar__plus_01_dot_53_bar__minus_01_dot_92 loc_bar__minus_6_bar__minus_4_bar_2_bar_0)
        (openable Cabinet_bar__minus_01_dot_08_bar__plus_01_dot_53_bar__minus_01_dot_92)
        (receptacleType Desk_bar__minus_00_dot_96_bar_00_dot_00_bar__minus_02_dot_06 DeskType)
        (receptacleAtLocation Desk_bar__minus_00_dot_96_bar_00_dot_00_bar__minus_02_dot_06 loc_bar__minus_2_bar__minus_5_bar_2_bar_30)
        (receptacleType Drawer_bar__plus_01_dot_60_bar__plus_00_dot_17_bar__minus_00_dot_99 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_01_dot_60_bar__plus_00_dot_17_bar__minus_00_dot_99 loc_bar_2_bar__minus_6_bar_1_bar_30)
        (openable Drawer_bar__plus_01_dot_60_bar__plus_00_dot_17_bar__minus_00_dot_99)
        (receptacleType Drawer_bar__plus_01_dot_60_bar__plus_00_dot_46_bar__minus_00_dot_99 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_01_dot_60_bar__plus_00_dot_46_bar__minus_00_dot_99 loc_bar_3_bar__minus_5_bar_1_bar_30)
        (openable Drawer_bar__plus_01_dot_60_bar__plus_00_dot_46_bar__minus_00_dot_99)
        (receptacleType GarbageCan_bar__plus_00_dot_13_bar__plus_00_dot_00_bar__minus_02_dot_15 GarbageCanType)
        (receptacleAtLocation GarbageCan_bar__plus_00_dot_13_bar__plus_00_dot_00_bar__minus_02_dot_15 loc_bar_0_bar__minus_5_bar_2_bar_30)
        (receptacleType SideTable_bar__plus_01_dot_60_bar__plus_00_dot_46_bar__minus_00_dot_99 SideTableType)
        (receptacleAtLocation SideTable_bar__plus_01_dot_60_bar__plus_00_dot_46_bar__minus_00_dot_99 loc_bar_4_bar__minus_3_bar_1_bar_30)
        (canContain BedType BaseballBatType)
        (canContain BedType BasketBallType)
        (canContain BedType BookType)
        (canContain CabinetType BookType)
        (canContain CabinetType CDType)
        (canContain DeskType AlarmClockType)
        (canContain DeskType BasketBallType)
        (canContain DeskType BookType)
        (canContain DeskType CDType)
        (canContain DrawerType BookType)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType CDType)
        (canContain DrawerType KnifeType)
        (canContain GarbageCanType CDType)
        (canContain SideTableType AlarmClockType)
        (canContain SideTableType BaseballBatType)
        (canContain SideTableType BasketBallType)
        (canContain SideTableType BookType)
        (canContain SideTableType ButterKnifeType)
        (canContain SideTableType CDType)
        (canContain SideTableType KnifeType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType KnifeType)
        (objectType CD_bar__plus_02_dot_39_bar__plus_00_dot_73_bar__minus_01_dot_60 CDType)
        (inReceptacle CD_bar__plus_02_dot_39_bar__plus_00_dot_73_bar__minus_01_dot_60 Desk_bar__minus_00_dot_96_bar_00_dot_00_bar__minus_02_dot_06)
        (objectAtLocation CD_bar__plus_02_dot_39_bar__plus_00_dot_73_bar__minus_01_dot_60 loc_bar__minus_2_bar__minus_5_bar_2_bar_30)
        (pickupable CD_bar__plus_02_dot_39_bar__plus_00_dot_73_bar__minus_01_dot_60)
        (objectType CD_bar__plus_00_dot_37_bar__plus_01_dot_18_bar__minus_01_dot_13 CDType)
        (inReceptacle CD_bar__plus_00_dot_37_bar__plus_01_dot_18_bar__minus_01_dot_13 Cabinet_bar__minus_00_dot_03_bar__plus_01_dot_53_bar__minus_01_dot_92)
        (objectAtLocation CD_bar__plus_00_dot_37_bar__plus_01_dot_18_bar__minus_01_dot_13 loc_bar__minus_1_bar__minus_5_bar_2_bar_0)
        (pickupable CD_bar__plus_00_dot_37_bar__plus_01_dot_18_bar__minus_01_dot_13)
        (objectType CD_bar__plus_00_dot_93_bar__plus_01_dot_46_bar__plus_00_dot_89 CDType)
        (inReceptacle CD_bar__plus_00_dot_93_bar__plus_01_dot_46_bar__plus_00_dot_89 Cabinet_bar__minus_00_dot_79_bar__plus_01_dot_53_bar__minus_01_dot_92)
        (objectAtLocation CD_bar__plus_00_dot_93_bar__plus_01_dot_46_bar__plus_00_dot_89 loc_bar__minus_2_bar__minus_5_bar_2_bar_0)
        (pickupable CD_bar__plus_00_dot_93_bar__plus_01_dot_46_bar__plus_00_dot_89)
        (objectType AlarmClock_bar__minus_01_dot_49_bar__plus_00_dot_64_bar__minus_01_dot_91 AlarmClockType)
        (inReceptacle AlarmClock_bar__minus_01_dot_49_bar__plus_00_dot_64_bar__minus_01_dot_91 Desk_bar__minus_00_dot_96_bar_00_dot_00_bar__minus_02_dot_06)
        (objectAtLocation AlarmClock_bar__minus_01_dot_49_bar__plus_00_dot_64_bar__minus_01_dot_91 loc_bar__minus_2_bar__minus_5_bar_2_bar_30)
        (pickupable AlarmClock_bar__minus_01_dot_49_bar__plus_00_dot_64_bar__minus_01_dot_91)
        (objectType AlarmClock_bar__plus_00_dot_11_bar__plus_00_dot_22_bar__plus_02_dot_32 AlarmClockType)
        (inReceptacle AlarmClock_bar__plus_00_dot_11_bar__plus_00_dot_22_bar__plus_02_dot_32 SideTable_bar__plus_01_dot_60_bar__plus_00_dot_46_bar__minus_00_dot_99)
        (objectAtLocation AlarmClock_bar__plus_00_dot_11_bar__plus_00_dot_22_bar__plus_02_dot_32 loc_bar_4_bar__minus_3_bar_1_bar_30)
        (pickupable AlarmClock_bar__plus_00_dot_11_bar__plus_00_dot_22_bar__plus_02_dot_32)
        (objectType BaseballBat_bar__minus_00_dot_40_bar__plus_01_dot_21_bar__minus_00_dot_61 BaseballBatType)
        (inReceptacle BaseballBat_bar__minus_00_dot_40_bar__plus_01_dot_21_bar__minus_00_dot_61 SideTable_bar__plus_01_dot_60_bar__plus_00_dot_46_bar__minus_00_dot_99)
        (objectAtLocation BaseballBat_bar__minus_00_dot_40_bar__plus_01_dot_21_bar__minus_00_dot_61 loc_bar_4_bar__minus_3_bar_1_bar_30)
        (pickupable BaseballBat_bar__minus_00_dot_40_bar__plus_01_dot_21_bar__minus_00_dot_61)
        (objectType BaseballBat_bar__minus_02_dot_42_bar__plus_00_dot_94_bar__minus_00_dot_16 BaseballBatType)
        (inReceptacle BaseballBat_bar__minus_02_dot_42_bar__plus_00_dot_94_bar__minus_00_dot_16 Bed_bar__plus_01_dot_18_bar__plus_00_dot_00_bar__plus_00_dot_24)
        (objectAtLocation BaseballBat_bar__minus_02_dot_42_bar__plus_00_dot_94_bar__minus_00_dot_16 loc_bar__minus_2_bar_1_bar_1_bar_30)
        (pickupable BaseballBat_bar__minus_02_dot_42_bar__plus_00_dot_94_bar__minus_00_dot_16)
        (objectType BasketBall_bar__plus_02_dot_05_bar__plus_01_dot_28_bar__plus_02_dot_80 BasketBallType)
        (inReceptacle BasketBall_bar__plus_02_dot_05_bar__plus_01_dot_28_bar__plus_02_dot_80 Bed_bar__plus_01_dot_18_bar__plus_00_dot_00_bar__plus_00_dot_24)
        (objectAtLocation BasketBall_bar__plus_02_dot_05_bar__plus_01_dot_28_bar__plus_02_dot_80 loc_bar__minus_2_bar_1_bar_1_bar_30)
        (pickupable BasketBall_bar__plus_02_dot_05_bar__plus_01_dot_28_bar__plus_02_dot_80)
        (objectType Book_bar__minus_02_dot_79_bar__plus_00_dot_36_bar__minus_02_dot_55 BookType)
        (inReceptacle Book_bar__minus_02_dot_79_bar__plus_00_dot_36_bar__minus_02_dot_55 Cabinet_bar__minus_01_dot_08_bar__plus_01_dot_53_bar__minus_01_dot_92)
        (objectAtLocation Book_bar__minus_02_dot_79_bar__plus_00_dot_36_bar__minus_02_dot_55 loc_bar__minus_6_bar__minus_4_bar_2_bar_0)
        (pickupable Book_bar__minus_02_dot_79_bar__plus_00_dot_36_bar__minus_02_dot_55)
        )
(:goal
                    (and
                        (exists (?r - receptacle)
                            (exists (?o1 - object)
                                (and
                                    (objectType ?o1 CDType)
                                    (receptacleType ?r DrawerType)
                                    (inReceptacle ?o1 ?r)
                                    (exists (?o2 - object)
                                        (and
                                            (not (= ?o1 ?o2))
                                            (objectType ?o2 CDType)
                                            (receptacleType ?r DrawerType)
                                            (inReceptacle ?o2 ?r)
                                        )
                                    )
                                )
                            )
                        )
                    )
                )
            )
