(define (problem plan_trial_T00000000_000001_000235)
(:domain alfred)
(:objects
        agent1 - agent
        BedType - rtype
        DeskType - rtype
        DrawerType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        SideTableType - rtype
        SinkBasinType - rtype
        AlarmClockType - otype
        BaseballBatType - otype
        BoxType - otype
        ButterKnifeType - otype
        CDType - otype
        KeyChainType - otype
        KnifeType - otype
        PencilType - otype
        PillowType - otype
        Pencil_bar__minus_00_dot_91_bar__plus_01_dot_20_bar__minus_02_dot_01 - object
        Pencil_bar__minus_01_dot_32_bar__plus_01_dot_47_bar__plus_01_dot_99 - object
        AlarmClock_bar__minus_02_dot_58_bar__plus_00_dot_52_bar__plus_01_dot_99 - object
        BaseballBat_bar__plus_00_dot_00_bar__plus_00_dot_85_bar__plus_01_dot_23 - object
        BaseballBat_bar__minus_01_dot_33_bar__plus_00_dot_39_bar__minus_02_dot_69 - object
        Box_bar__minus_02_dot_97_bar__plus_01_dot_40_bar__plus_00_dot_42 - object
        Box_bar__plus_02_dot_39_bar__plus_01_dot_35_bar__minus_00_dot_11 - object
        CD_bar__minus_01_dot_80_bar__plus_00_dot_63_bar__minus_01_dot_62 - object
        KeyChain_bar__plus_00_dot_54_bar__plus_00_dot_82_bar__minus_02_dot_41 - object
        KeyChain_bar__minus_01_dot_31_bar__plus_00_dot_79_bar__minus_02_dot_59 - object
        Pillow_bar__minus_01_dot_09_bar__plus_01_dot_28_bar__plus_01_dot_74 - object
        Pillow_bar__minus_00_dot_34_bar__plus_01_dot_34_bar__plus_00_dot_18 - object
        Bed_bar__minus_01_dot_78_bar_00_dot_00_bar__minus_00_dot_03 - receptacle
        Desk_bar__plus_00_dot_63_bar__minus_00_dot_04_bar__minus_01_dot_63 - receptacle
        Drawer_bar__plus_00_dot_39_bar__plus_00_dot_33_bar__minus_01_dot_46 - receptacle
        Drawer_bar__plus_00_dot_39_bar__plus_00_dot_54_bar__minus_01_dot_46 - receptacle
        Drawer_bar__minus_00_dot_03_bar__plus_00_dot_13_bar__minus_01_dot_46 - receptacle
        Drawer_bar__minus_00_dot_03_bar__plus_00_dot_33_bar__minus_01_dot_46 - receptacle
        SideTable_bar__plus_01_dot_56_bar__minus_00_dot_01_bar__minus_00_dot_47 - receptacle
        loc_bar_0_bar__minus_2_bar_2_bar_30 - location
        loc_bar_2_bar__minus_1_bar_1_bar_30 - location
        loc_bar_2_bar__minus_1_bar_2_bar_30 - location
        loc_bar_3_bar__minus_2_bar_2_bar_30 - location
        loc_bar_4_bar__minus_2_bar_2_bar_30 - location
        loc_bar__minus_2_bar_0_bar_3_bar_30 - location
        loc_bar__minus_2_bar__minus_2_bar_2_bar_30 - location
        loc_bar__minus_5_bar__minus_9_bar_1_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar__minus_5_bar__minus_9_bar_1_bar_30)
        (receptacleType Bed_bar__minus_01_dot_78_bar_00_dot_00_bar__minus_00_dot_03 BedType)
        (receptacleAtLocation Bed_bar__minus_01_dot_78_bar_00_dot_00_bar__minus_00_dot_03 loc_bar__minus_2_bar_0_bar_3_bar_30)
        (receptacleType Desk_bar__plus_00_dot_63_bar__minus_00_dot_04_bar__minus_01_dot_63 DeskType)
        (receptacleAtLocation Desk_bar__plus_00_dot_63_bar__minus_00_dot_04_bar__minus_01_dot_63 loc_bar_4_bar__minus_2_bar_2_bar_30)
        (receptacleType Drawer_bar__plus_00_dot_39_bar__plus_00_dot_33_bar__minus_01_dot_46 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_00_dot_39_bar__plus_00_dot_33_bar__minus_01_dot_46 loc_bar_3_bar__minus_2_bar_2_bar_30)
        (openable Drawer_bar__plus_00_dot_39_bar__plus_00_dot_33_bar__minus_01_dot_46)
        (receptacleType Drawer_bar__plus_00_dot_39_bar__plus_00_dot_54_bar__minus_01_dot_46 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_00_dot_39_bar__plus_00_dot_54_bar__minus_01_dot_46 loc_bar_0_bar__minus_2_bar_2_bar_30)
        (openable Drawer_bar__plus_00_dot_39_bar__plus_00_dot_54_bar__minus_01_dot_46)
        (receptacleType Drawer_bar__minus_00_dot_03_bar__plus_00_dot_13_bar__minus_01_dot_46 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_03_bar__plus_00_dot_13_bar__minus_01_dot_46 loc_bar_2_bar__minus_1_bar_2_bar_30)
        (openable Drawer_bar__minus_00_dot_03_bar__plus_00_dot_13_bar__minus_01_dot_46)
        (receptacleType Drawer_bar__minus_00_dot_03_bar__plus_00_dot_33_bar__minus_01_dot_46 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_03_bar__plus_00_dot_33_bar__minus_01_dot_46 loc_bar__minus_2_bar__minus_2_bar_2_bar_30)
        (openable Drawer_bar__minus_00_dot_03_bar__plus_00_dot_33_bar__minus_01_dot_46)
        (receptacleType SideTable_bar__plus_01_dot_56_bar__minus_00_dot_01_bar__minus_00_dot_47 SideTableType)
        (receptacleAtLocation SideTable_bar__plus_01_dot_56_bar__minus_00_dot_01_bar__minus_00_dot_47 loc_bar_2_bar__minus_1_bar_1_bar_30)
        (canContain BedType BaseballBatType)
        (canContain BedType PillowType)
        (canContain DeskType AlarmClockType)
        (canContain DeskType BoxType)
        (canContain DeskType CDType)
        (canContain DeskType KeyChainType)
        (canContain DeskType PencilType)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType CDType)
        (canContain DrawerType KeyChainType)
        (canContain DrawerType KnifeType)
        (canContain DrawerType PencilType)
        (canContain SideTableType AlarmClockType)
        (canContain SideTableType BaseballBatType)
        (canContain SideTableType BoxType)
        (canContain SideTableType ButterKnifeType)
        (canContain SideTableType CDType)
        (canContain SideTableType KeyChainType)
        (canContain SideTableType KnifeType)
        (canContain SideTableType PencilType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType KnifeType)
        (objectType Pencil_bar__minus_00_dot_91_bar__plus_01_dot_20_bar__minus_02_dot_01 PencilType)
        (inReceptacle Pencil_bar__minus_00_dot_91_bar__plus_01_dot_20_bar__minus_02_dot_01 Drawer_bar__minus_00_dot_03_bar__plus_00_dot_33_bar__minus_01_dot_46)
        (objectAtLocation Pencil_bar__minus_00_dot_91_bar__plus_01_dot_20_bar__minus_02_dot_01 loc_bar__minus_2_bar__minus_2_bar_2_bar_30)
        (pickupable Pencil_bar__minus_00_dot_91_bar__plus_01_dot_20_bar__minus_02_dot_01)
        (objectType Pencil_bar__minus_01_dot_32_bar__plus_01_dot_47_bar__plus_01_dot_99 PencilType)
        (inReceptacle Pencil_bar__minus_01_dot_32_bar__plus_01_dot_47_bar__plus_01_dot_99 Drawer_bar__minus_00_dot_03_bar__plus_00_dot_13_bar__minus_01_dot_46)
        (objectAtLocation Pencil_bar__minus_01_dot_32_bar__plus_01_dot_47_bar__plus_01_dot_99 loc_bar_2_bar__minus_1_bar_2_bar_30)
        (pickupable Pencil_bar__minus_01_dot_32_bar__plus_01_dot_47_bar__plus_01_dot_99)
        (objectType AlarmClock_bar__minus_02_dot_58_bar__plus_00_dot_52_bar__plus_01_dot_99 AlarmClockType)
        (inReceptacle AlarmClock_bar__minus_02_dot_58_bar__plus_00_dot_52_bar__plus_01_dot_99 SideTable_bar__plus_01_dot_56_bar__minus_00_dot_01_bar__minus_00_dot_47)
        (objectAtLocation AlarmClock_bar__minus_02_dot_58_bar__plus_00_dot_52_bar__plus_01_dot_99 loc_bar_2_bar__minus_1_bar_1_bar_30)
        (pickupable AlarmClock_bar__minus_02_dot_58_bar__plus_00_dot_52_bar__plus_01_dot_99)
        (objectType BaseballBat_bar__plus_00_dot_00_bar__plus_00_dot_85_bar__plus_01_dot_23 BaseballBatType)
        (inReceptacle BaseballBat_bar__plus_00_dot_00_bar__plus_00_dot_85_bar__plus_01_dot_23 Bed_bar__minus_01_dot_78_bar_00_dot_00_bar__minus_00_dot_03)
        (objectAtLocation BaseballBat_bar__plus_00_dot_00_bar__plus_00_dot_85_bar__plus_01_dot_23 loc_bar__minus_2_bar_0_bar_3_bar_30)
        (pickupable BaseballBat_bar__plus_00_dot_00_bar__plus_00_dot_85_bar__plus_01_dot_23)
        (objectType BaseballBat_bar__minus_01_dot_33_bar__plus_00_dot_39_bar__minus_02_dot_69 BaseballBatType)
        (inReceptacle BaseballBat_bar__minus_01_dot_33_bar__plus_00_dot_39_bar__minus_02_dot_69 SideTable_bar__plus_01_dot_56_bar__minus_00_dot_01_bar__minus_00_dot_47)
        (objectAtLocation BaseballBat_bar__minus_01_dot_33_bar__plus_00_dot_39_bar__minus_02_dot_69 loc_bar_2_bar__minus_1_bar_1_bar_30)
        (pickupable BaseballBat_bar__minus_01_dot_33_bar__plus_00_dot_39_bar__minus_02_dot_69)
        (objectType Box_bar__minus_02_dot_97_bar__plus_01_dot_40_bar__plus_00_dot_42 BoxType)
        (inReceptacle Box_bar__minus_02_dot_97_bar__plus_01_dot_40_bar__plus_00_dot_42 SideTable_bar__plus_01_dot_56_bar__minus_00_dot_01_bar__minus_00_dot_47)
        (objectAtLocation Box_bar__minus_02_dot_97_bar__plus_01_dot_40_bar__plus_00_dot_42 loc_bar_2_bar__minus_1_bar_1_bar_30)
        (pickupable Box_bar__minus_02_dot_97_bar__plus_01_dot_40_bar__plus_00_dot_42)
        (isReceptacleObject Box_bar__minus_02_dot_97_bar__plus_01_dot_40_bar__plus_00_dot_42)
        (objectType Box_bar__plus_02_dot_39_bar__plus_01_dot_35_bar__minus_00_dot_11 BoxType)
        (inReceptacle Box_bar__plus_02_dot_39_bar__plus_01_dot_35_bar__minus_00_dot_11 Desk_bar__plus_00_dot_63_bar__minus_00_dot_04_bar__minus_01_dot_63)
        (objectAtLocation Box_bar__plus_02_dot_39_bar__plus_01_dot_35_bar__minus_00_dot_11 loc_bar_4_bar__minus_2_bar_2_bar_30)
        (pickupable Box_bar__plus_02_dot_39_bar__plus_01_dot_35_bar__minus_00_dot_11)
        (isReceptacleObject Box_bar__plus_02_dot_39_bar__plus_01_dot_35_bar__minus_00_dot_11)
        (objectType CD_bar__minus_01_dot_80_bar__plus_00_dot_63_bar__minus_01_dot_62 CDType)
        (inReceptacle CD_bar__minus_01_dot_80_bar__plus_00_dot_63_bar__minus_01_dot_62 Desk_bar__plus_00_dot_63_bar__minus_00_dot_04_bar__minus_01_dot_63)
        (objectAtLocation CD_bar__minus_01_dot_80_bar__plus_00_dot_63_bar__minus_01_dot_62 loc_bar_4_bar__minus_2_bar_2_bar_30)
        (pickupable CD_bar__minus_01_dot_80_bar__plus_00_dot_63_bar__minus_01_dot_62)
        (objectType KeyChain_bar__plus_00_dot_54_bar__plus_00_dot_82_bar__minus_02_dot_41 KeyChainType)
        (inReceptacle KeyChain_bar__plus_00_dot_54_bar__plus_00_dot_82_bar__minus_02_dot_41 Desk_bar__plus_00_dot_63_bar__minus_00_dot_04_bar__minus_01_dot_63)
        (objectAtLocation KeyChain_bar__plus_00_dot_54_bar__plus_00_dot_82_bar__minus_02_dot_41 loc_bar_4_bar__minus_2_bar_2_bar_30)
        (pickupable KeyChain_bar__plus_00_dot_54_bar__plus_00_dot_82_bar__minus_02_dot_41)
        (objectType KeyChain_bar__minus_01_dot_31_bar__plus_00_dot_79_bar__minus_02_dot_59 KeyChainType)
        (inReceptacle KeyChain_bar__minus_01_dot_31_bar__plus_00_dot_79_bar__minus_02_dot_59 Drawer_bar__minus_00_dot_03_bar__plus_00_dot_13_bar__minus_01_dot_46)
        (objectAtLocation KeyChain_bar__minus_01_dot_31_bar__plus_00_dot_79_bar__minus_02_dot_59 loc_bar_2_bar__minus_1_bar_2_bar_30)
        (pickupable KeyChain_bar__minus_01_dot_31_bar__plus_00_dot_79_bar__minus_02_dot_59)
        (objectType Pillow_bar__minus_01_dot_09_bar__plus_01_dot_28_bar__plus_01_dot_74 PillowType)
        (inReceptacle Pillow_bar__minus_01_dot_09_bar__plus_01_dot_28_bar__plus_01_dot_74 Bed_bar__minus_01_dot_78_bar_00_dot_00_bar__minus_00_dot_03)
        (objectAtLocation Pillow_bar__minus_01_dot_09_bar__plus_01_dot_28_bar__plus_01_dot_74 loc_bar__minus_2_bar_0_bar_3_bar_30)
        (pickupable Pillow_bar__minus_01_dot_09_bar__plus_01_dot_28_bar__plus_01_dot_74)
        (objectType Pillow_bar__minus_00_dot_34_bar__plus_01_dot_34_bar__plus_00_dot_18 PillowType)
        (inReceptacle Pillow_bar__minus_00_dot_34_bar__plus_01_dot_34_bar__plus_00_dot_18 Bed_bar__minus_01_dot_78_bar_00_dot_00_bar__minus_00_dot_03)
        (objectAtLocation Pillow_bar__minus_00_dot_34_bar__plus_01_dot_34_bar__plus_00_dot_18 loc_bar__minus_2_bar_0_bar_3_bar_30)
        (pickupable Pillow_bar__minus_00_dot_34_bar__plus_01_dot_34_bar__plus_00_dot_18)
        )
(:goal
                    (and
                        (exists (?r - receptacle)
                            (exists (?o1 - object)
                                (and
                                    (objectType ?o1 PencilType)
                                    (receptacleType ?r DeskType)
                                    (inReceptacle ?o1 ?r)
                                    (exists (?o2 - object)
                                        (and
                                            (not (= ?o1 ?o2))
                                            (objectType ?o2 PencilType)
                                            (receptacleType ?r DeskType)
                                            (inReceptacle ?o2 ?r)
                                        )
                                    )
                                )
                            )
                        )
                    )
                )
            )
