(define (problem plan_trial_T00000000_000001_000109)
(:domain alfred)
(:objects
        agent1 - agent
        CabinetType - rtype
        CounterTopType - rtype
        DiningTableType - rtype
        DrawerType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        SideTableType - rtype
        SinkBasinType - rtype
        BreadType - otype
        ButterKnifeType - otype
        KnifeType - otype
        MugType - otype
        PlateType - otype
        Mug_bar__plus_01_dot_38_bar__plus_00_dot_59_bar__minus_00_dot_76 - object
        Mug_bar__minus_01_dot_16_bar__plus_01_dot_01_bar__plus_01_dot_94 - object
        Bread_bar__plus_02_dot_66_bar__plus_00_dot_44_bar__minus_00_dot_05 - object
        Knife_bar__plus_01_dot_18_bar__plus_00_dot_82_bar__minus_02_dot_65 - object
        Knife_bar__minus_01_dot_08_bar__plus_00_dot_41_bar__minus_01_dot_40 - object
        Plate_bar__plus_01_dot_28_bar__plus_01_dot_21_bar__plus_02_dot_49 - object
        Plate_bar__plus_01_dot_41_bar__plus_00_dot_03_bar__plus_01_dot_97 - object
        Cabinet_bar__minus_00_dot_33_bar__plus_01_dot_89_bar__minus_02_dot_51 - receptacle
        Cabinet_bar__minus_00_dot_34_bar__plus_01_dot_89_bar__minus_01_dot_29 - receptacle
        Cabinet_bar__minus_00_dot_34_bar__plus_02_dot_11_bar__minus_00_dot_39 - receptacle
        Cabinet_bar__minus_00_dot_34_bar__plus_02_dot_11_bar__minus_01_dot_27 - receptacle
        Cabinet_bar__minus_00_dot_35_bar__plus_01_dot_89_bar__minus_03_dot_29 - receptacle
        Cabinet_bar__minus_01_dot_01_bar__plus_00_dot_39_bar__minus_03_dot_37 - receptacle
        CounterTop_bar__minus_01_dot_94_bar__plus_00_dot_98_bar__minus_03_dot_67 - receptacle
        DiningTable_bar__minus_03_dot_03_bar__plus_00_dot_00_bar__minus_00_dot_44 - receptacle
        DiningTable_bar__minus_03_dot_62_bar__plus_00_dot_67_bar__minus_03_dot_32 - receptacle
        Drawer_bar__minus_00_dot_48_bar__plus_00_dot_78_bar__minus_02_dot_74 - receptacle
        Microwave_bar__minus_00_dot_22_bar__plus_01_dot_47_bar__minus_02_dot_06 - receptacle
        SideTable_bar__minus_04_dot_07_bar__plus_00_dot_73_bar__minus_00_dot_31 - receptacle
        Sink_bar__minus_00_dot_60_bar__plus_00_dot_93_bar__minus_03_dot_39_bar_SinkBasin - receptacle
        loc_bar__minus_12_bar__minus_5_bar_0_bar_30 - location
        loc_bar__minus_14_bar__minus_9_bar_2_bar_30 - location
        loc_bar__minus_15_bar__minus_5_bar_0_bar_30 - location
        loc_bar__minus_1_bar_7_bar_0_bar_30 - location
        loc_bar__minus_4_bar__minus_12_bar_1_bar_0 - location
        loc_bar__minus_4_bar__minus_6_bar_1_bar_0 - location
        loc_bar__minus_4_bar__minus_8_bar_1_bar_0 - location
        loc_bar__minus_4_bar__minus_9_bar_2_bar_0 - location
        loc_bar__minus_5_bar__minus_10_bar_1_bar_30 - location
        loc_bar__minus_6_bar__minus_12_bar_2_bar_30 - location
        loc_bar__minus_6_bar__minus_4_bar_1_bar_0 - location
        loc_bar__minus_6_bar__minus_6_bar_1_bar_0 - location
        loc_bar__minus_7_bar__minus_10_bar_2_bar_30 - location
        loc_bar__minus_8_bar__minus_11_bar_1_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar__minus_1_bar_7_bar_0_bar_30)
        (receptacleType Cabinet_bar__minus_00_dot_33_bar__plus_01_dot_89_bar__minus_02_dot_51 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_33_bar__plus_01_dot_89_bar__minus_02_dot_51 loc_bar__minus_4_bar__minus_12_bar_1_bar_0)
        (openable Cabinet_bar__minus_00_dot_33_bar__plus_01_dot_89_bar__minus_02_dot_51)
        (receptacleType Cabinet_bar__minus_00_dot_34_bar__plus_01_dot_89_bar__minus_01_dot_29 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_34_bar__plus_01_dot_89_bar__minus_01_dot_29 loc_bar__minus_4_bar__minus_6_bar_1_bar_0)
        (openable Cabinet_bar__minus_00_dot_34_bar__plus_01_dot_89_bar__minus_01_dot_29)
        (receptacleType Cabinet_bar__minus_00_dot_34_bar__plus_02_dot_11_bar__minus_00_dot_39 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_34_bar__plus_02_dot_11_bar__minus_00_dot_39 loc_bar__minus_6_bar__minus_4_bar_1_bar_0)
        (openable Cabinet_bar__minus_00_dot_34_bar__plus_02_dot_11_bar__minus_00_dot_39)
        (receptacleType Cabinet_bar__minus_00_dot_34_bar__plus_02_dot_11_bar__minus_01_dot_27 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_34_bar__plus_02_dot_11_bar__minus_01_dot_27 loc_bar__minus_6_bar__minus_6_bar_1_bar_0)
        (openable Cabinet_bar__minus_00_dot_34_bar__plus_02_dot_11_bar__minus_01_dot_27)
        (receptacleType Cabinet_bar__minus_00_dot_35_bar__plus_01_dot_89_bar__minus_03_dot_29 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_35_bar__plus_01_dot_89_bar__minus_03_dot_29 loc_bar__minus_4_bar__minus_9_bar_2_bar_0)
        (openable Cabinet_bar__minus_00_dot_35_bar__plus_01_dot_89_bar__minus_03_dot_29)
        (receptacleType Cabinet_bar__minus_01_dot_01_bar__plus_00_dot_39_bar__minus_03_dot_37 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_01_dot_01_bar__plus_00_dot_39_bar__minus_03_dot_37 loc_bar__minus_7_bar__minus_10_bar_2_bar_30)
        (openable Cabinet_bar__minus_01_dot_01_bar__plus_00_dot_39_bar__minus_03_dot_37)
        (receptacleType CounterTop_bar__minus_01_dot_94_bar__plus_00_dot_98_bar__minus_03_dot_67 CounterTopType)
        (receptacleAtLocation CounterTop_bar__minus_01_dot_94_bar__plus_00_dot_98_bar__minus_03_dot_67 loc_bar__minus_6_bar__minus_12_bar_2_bar_30)
        (receptacleType DiningTable_bar__minus_03_dot_03_bar__plus_00_dot_00_bar__minus_00_dot_44 DiningTableType)
        (receptacleAtLocation DiningTable_bar__minus_03_dot_03_bar__plus_00_dot_00_bar__minus_00_dot_44 loc_bar__minus_12_bar__minus_5_bar_0_bar_30)
        (receptacleType DiningTable_bar__minus_03_dot_62_bar__plus_00_dot_67_bar__minus_03_dot_32 DiningTableType)
        (receptacleAtLocation DiningTable_bar__minus_03_dot_62_bar__plus_00_dot_67_bar__minus_03_dot_32 loc_bar__minus_14_bar__minus_9_bar_2_bar_30)
        (receptacleType Drawer_bar__minus_00_dot_48_bar__plus_00_dot_78_bar__minus_02_dot_74 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_48_bar__plus_00_dot_78_bar__minus_02_dot_74 loc_bar__minus_5_bar__minus_10_bar_1_bar_30)
        (openable Drawer_bar__minus_00_dot_48_bar__plus_00_dot_78_bar__minus_02_dot_74)
        (receptacleType Microwave_bar__minus_00_dot_22_bar__plus_01_dot_47_bar__minus_02_dot_06 MicrowaveType)
        (receptacleAtLocation Microwave_bar__minus_00_dot_22_bar__plus_01_dot_47_bar__minus_02_dot_06 loc_bar__minus_4_bar__minus_8_bar_1_bar_0)
        (openable Microwave_bar__minus_00_dot_22_bar__plus_01_dot_47_bar__minus_02_dot_06)
        (receptacleType SideTable_bar__minus_04_dot_07_bar__plus_00_dot_73_bar__minus_00_dot_31 SideTableType)
        (receptacleAtLocation SideTable_bar__minus_04_dot_07_bar__plus_00_dot_73_bar__minus_00_dot_31 loc_bar__minus_15_bar__minus_5_bar_0_bar_30)
        (receptacleType Sink_bar__minus_00_dot_60_bar__plus_00_dot_93_bar__minus_03_dot_39_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar__minus_00_dot_60_bar__plus_00_dot_93_bar__minus_03_dot_39_bar_SinkBasin loc_bar__minus_8_bar__minus_11_bar_1_bar_30)
        (canContain CabinetType MugType)
        (canContain CabinetType PlateType)
        (canContain CounterTopType BreadType)
        (canContain CounterTopType ButterKnifeType)
        (canContain CounterTopType KnifeType)
        (canContain CounterTopType MugType)
        (canContain CounterTopType PlateType)
        (canContain DiningTableType BreadType)
        (canContain DiningTableType ButterKnifeType)
        (canContain DiningTableType KnifeType)
        (canContain DiningTableType MugType)
        (canContain DiningTableType PlateType)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType KnifeType)
        (canContain FridgeType BreadType)
        (canContain FridgeType MugType)
        (canContain FridgeType PlateType)
        (canContain MicrowaveType BreadType)
        (canContain MicrowaveType MugType)
        (canContain MicrowaveType PlateType)
        (canContain SideTableType BreadType)
        (canContain SideTableType ButterKnifeType)
        (canContain SideTableType KnifeType)
        (canContain SideTableType MugType)
        (canContain SideTableType PlateType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType KnifeType)
        (canContain SinkBasinType MugType)
        (canContain SinkBasinType PlateType)
        (objectType Mug_bar__plus_01_dot_38_bar__plus_00_dot_59_bar__minus_00_dot_76 MugType)
        (inReceptacle Mug_bar__plus_01_dot_38_bar__plus_00_dot_59_bar__minus_00_dot_76 CounterTop_bar__minus_01_dot_94_bar__plus_00_dot_98_bar__minus_03_dot_67)
        (objectAtLocation Mug_bar__plus_01_dot_38_bar__plus_00_dot_59_bar__minus_00_dot_76 loc_bar__minus_6_bar__minus_12_bar_2_bar_30)
        (pickupable Mug_bar__plus_01_dot_38_bar__plus_00_dot_59_bar__minus_00_dot_76)
        (cleanable Mug_bar__plus_01_dot_38_bar__plus_00_dot_59_bar__minus_00_dot_76)
        (heatable Mug_bar__plus_01_dot_38_bar__plus_00_dot_59_bar__minus_00_dot_76)
        (coolable Mug_bar__plus_01_dot_38_bar__plus_00_dot_59_bar__minus_00_dot_76)
        (isReceptacleObject Mug_bar__plus_01_dot_38_bar__plus_00_dot_59_bar__minus_00_dot_76)
        (objectType Mug_bar__minus_01_dot_16_bar__plus_01_dot_01_bar__plus_01_dot_94 MugType)
        (inReceptacle Mug_bar__minus_01_dot_16_bar__plus_01_dot_01_bar__plus_01_dot_94 Cabinet_bar__minus_00_dot_35_bar__plus_01_dot_89_bar__minus_03_dot_29)
        (objectAtLocation Mug_bar__minus_01_dot_16_bar__plus_01_dot_01_bar__plus_01_dot_94 loc_bar__minus_4_bar__minus_9_bar_2_bar_0)
        (pickupable Mug_bar__minus_01_dot_16_bar__plus_01_dot_01_bar__plus_01_dot_94)
        (cleanable Mug_bar__minus_01_dot_16_bar__plus_01_dot_01_bar__plus_01_dot_94)
        (heatable Mug_bar__minus_01_dot_16_bar__plus_01_dot_01_bar__plus_01_dot_94)
        (coolable Mug_bar__minus_01_dot_16_bar__plus_01_dot_01_bar__plus_01_dot_94)
        (isReceptacleObject Mug_bar__minus_01_dot_16_bar__plus_01_dot_01_bar__plus_01_dot_94)
        (objectType Bread_bar__plus_02_dot_66_bar__plus_00_dot_44_bar__minus_00_dot_05 BreadType)
        (inReceptacle Bread_bar__plus_02_dot_66_bar__plus_00_dot_44_bar__minus_00_dot_05 Microwave_bar__minus_00_dot_22_bar__plus_01_dot_47_bar__minus_02_dot_06)
        (objectAtLocation Bread_bar__plus_02_dot_66_bar__plus_00_dot_44_bar__minus_00_dot_05 loc_bar__minus_4_bar__minus_8_bar_1_bar_0)
        (pickupable Bread_bar__plus_02_dot_66_bar__plus_00_dot_44_bar__minus_00_dot_05)
        (heatable Bread_bar__plus_02_dot_66_bar__plus_00_dot_44_bar__minus_00_dot_05)
        (coolable Bread_bar__plus_02_dot_66_bar__plus_00_dot_44_bar__minus_00_dot_05)
        (sliceable Bread_bar__plus_02_dot_66_bar__plus_00_dot_44_bar__minus_00_dot_05)
        (objectType Knife_bar__plus_01_dot_18_bar__plus_00_dot_82_bar__minus_02_dot_65 KnifeType)
        (inReceptacle Knife_bar__plus_01_dot_18_bar__plus_00_dot_82_bar__minus_02_dot_65 DiningTable_bar__minus_03_dot_03_bar__plus_00_dot_00_bar__minus_00_dot_44)
        (objectAtLocation Knife_bar__plus_01_dot_18_bar__plus_00_dot_82_bar__minus_02_dot_65 loc_bar__minus_12_bar__minus_5_bar_0_bar_30)
        (pickupable Knife_bar__plus_01_dot_18_bar__plus_00_dot_82_bar__minus_02_dot_65)
        (cleanable Knife_bar__plus_01_dot_18_bar__plus_00_dot_82_bar__minus_02_dot_65)
        (objectType Knife_bar__minus_01_dot_08_bar__plus_00_dot_41_bar__minus_01_dot_40 KnifeType)
        (inReceptacle Knife_bar__minus_01_dot_08_bar__plus_00_dot_41_bar__minus_01_dot_40 DiningTable_bar__minus_03_dot_03_bar__plus_00_dot_00_bar__minus_00_dot_44)
        (objectAtLocation Knife_bar__minus_01_dot_08_bar__plus_00_dot_41_bar__minus_01_dot_40 loc_bar__minus_12_bar__minus_5_bar_0_bar_30)
        (pickupable Knife_bar__minus_01_dot_08_bar__plus_00_dot_41_bar__minus_01_dot_40)
        (cleanable Knife_bar__minus_01_dot_08_bar__plus_00_dot_41_bar__minus_01_dot_40)
        (objectType Plate_bar__plus_01_dot_28_bar__plus_01_dot_21_bar__plus_02_dot_49 PlateType)
        (inReceptacle Plate_bar__plus_01_dot_28_bar__plus_01_dot_21_bar__plus_02_dot_49 DiningTable_bar__minus_03_dot_62_bar__plus_00_dot_67_bar__minus_03_dot_32)
        (objectAtLocation Plate_bar__plus_01_dot_28_bar__plus_01_dot_21_bar__plus_02_dot_49 loc_bar__minus_14_bar__minus_9_bar_2_bar_30)
        (pickupable Plate_bar__plus_01_dot_28_bar__plus_01_dot_21_bar__plus_02_dot_49)
        (cleanable Plate_bar__plus_01_dot_28_bar__plus_01_dot_21_bar__plus_02_dot_49)
        (heatable Plate_bar__plus_01_dot_28_bar__plus_01_dot_21_bar__plus_02_dot_49)
        (coolable Plate_bar__plus_01_dot_28_bar__plus_01_dot_21_bar__plus_02_dot_49)
        (isReceptacleObject Plate_bar__plus_01_dot_28_bar__plus_01_dot_21_bar__plus_02_dot_49)
        (objectType Plate_bar__plus_01_dot_41_bar__plus_00_dot_03_bar__plus_01_dot_97 PlateType)
        (inReceptacle Plate_bar__plus_01_dot_41_bar__plus_00_dot_03_bar__plus_01_dot_97 Cabinet_bar__minus_00_dot_34_bar__plus_02_dot_11_bar__minus_01_dot_27)
        (objectAtLocation Plate_bar__plus_01_dot_41_bar__plus_00_dot_03_bar__plus_01_dot_97 loc_bar__minus_6_bar__minus_6_bar_1_bar_0)
        (pickupable Plate_bar__plus_01_dot_41_bar__plus_00_dot_03_bar__plus_01_dot_97)
        (cleanable Plate_bar__plus_01_dot_41_bar__plus_00_dot_03_bar__plus_01_dot_97)
        (heatable Plate_bar__plus_01_dot_41_bar__plus_00_dot_03_bar__plus_01_dot_97)
        (coolable Plate_bar__plus_01_dot_41_bar__plus_00_dot_03_bar__plus_01_dot_97)
        (isReceptacleObject Plate_bar__plus_01_dot_41_bar__plus_00_dot_03_bar__plus_01_dot_97)
        )
(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (cleanable ?o)
                            (objectType ?o MugType)
                            (receptacleType ?r MicrowaveType)
                            (isClean ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
