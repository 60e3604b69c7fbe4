(define (problem plan_trial_T00000000_000001_000131)
(:domain alfred)
(:objects
        agent1 - agent
        CabinetType - rtype
        CounterTopType - rtype
        DiningTableType - rtype
        DrawerType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        SinkBasinType - rtype
        BowlType - otype
        BreadType - otype
        ButterKnifeType - otype
        DishSpongeType - otype
        KnifeType - otype
        PlateType - otype
        PotatoType - otype
        Potato_bar__minus_01_dot_19_bar__plus_01_dot_13_bar__plus_00_dot_37 - object
        Potato_bar__minus_02_dot_62_bar__plus_00_dot_41_bar__plus_02_dot_69 - object
        Potato_bar__minus_02_dot_97_bar__plus_00_dot_07_bar__plus_01_dot_67 - object
        Bowl_bar__minus_02_dot_69_bar__plus_01_dot_49_bar__plus_02_dot_28 - object
        Bowl_bar__minus_01_dot_90_bar__plus_01_dot_48_bar__plus_01_dot_45 - object
        Bread_bar__plus_00_dot_62_bar__plus_00_dot_92_bar__plus_02_dot_47 - object
        Bread_bar__plus_01_dot_61_bar__plus_00_dot_59_bar__minus_02_dot_78 - object
        DishSponge_bar__minus_01_dot_74_bar__plus_00_dot_29_bar__minus_02_dot_61 - object
        Plate_bar__plus_01_dot_19_bar__plus_00_dot_59_bar__minus_02_dot_80 - object
        Cabinet_bar__minus_00_dot_48_bar__plus_02_dot_05_bar__plus_00_dot_39 - receptacle
        Cabinet_bar__minus_00_dot_52_bar__plus_02_dot_05_bar__plus_00_dot_39 - receptacle
        Cabinet_bar__minus_01_dot_48_bar__plus_02_dot_05_bar__plus_00_dot_39 - receptacle
        Cabinet_bar__minus_01_dot_51_bar__plus_02_dot_05_bar__plus_00_dot_39 - receptacle
        Cabinet_bar__minus_02_dot_47_bar__plus_02_dot_05_bar__plus_00_dot_39 - receptacle
        CounterTop_bar__minus_01_dot_37_bar__plus_00_dot_95_bar__plus_00_dot_35 - receptacle
        CounterTop_bar__minus_02_dot_78_bar__plus_00_dot_97_bar__plus_03_dot_49 - receptacle
        DiningTable_bar__minus_00_dot_47_bar__plus_00_dot_01_bar__plus_03_dot_00 - receptacle
        DiningTable_bar__minus_02_dot_76_bar__plus_00_dot_01_bar__plus_02_dot_36 - receptacle
        Drawer_bar__minus_00_dot_33_bar__plus_00_dot_70_bar__plus_00_dot_41 - receptacle
        Drawer_bar__minus_01_dot_82_bar__plus_00_dot_70_bar__plus_00_dot_41 - receptacle
        Drawer_bar__minus_02_dot_32_bar__plus_00_dot_70_bar__plus_00_dot_41 - receptacle
        Fridge_bar__minus_02_dot_80_bar__plus_00_dot_00_bar__plus_04_dot_43 - receptacle
        Microwave_bar__minus_00_dot_36_bar__plus_00_dot_91_bar__plus_00_dot_22 - receptacle
        loc_bar_12_bar__minus_3_bar_0_bar_30 - location
        loc_bar__minus_3_bar_4_bar_2_bar__minus_30 - location
        loc_bar__minus_3_bar_5_bar_2_bar_30 - location
        loc_bar__minus_3_bar_5_bar_2_bar__minus_30 - location
        loc_bar__minus_3_bar_6_bar_2_bar_30 - location
        loc_bar__minus_4_bar_5_bar_3_bar_30 - location
        loc_bar__minus_5_bar_11_bar_1_bar_30 - location
        loc_bar__minus_5_bar_4_bar_2_bar__minus_30 - location
        loc_bar__minus_6_bar_5_bar_3_bar_30 - location
        loc_bar__minus_7_bar_17_bar_3_bar_30 - location
        loc_bar__minus_7_bar_4_bar_2_bar_30 - location
        loc_bar__minus_8_bar_10_bar_3_bar_30 - location
        loc_bar__minus_8_bar_14_bar_3_bar_30 - location
        loc_bar__minus_8_bar_4_bar_2_bar_30 - location
        loc_bar__minus_8_bar_5_bar_2_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar_12_bar__minus_3_bar_0_bar_30)
        (receptacleType Cabinet_bar__minus_00_dot_48_bar__plus_02_dot_05_bar__plus_00_dot_39 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_48_bar__plus_02_dot_05_bar__plus_00_dot_39 loc_bar__minus_3_bar_5_bar_2_bar__minus_30)
        (openable Cabinet_bar__minus_00_dot_48_bar__plus_02_dot_05_bar__plus_00_dot_39)
        (receptacleType Cabinet_bar__minus_00_dot_52_bar__plus_02_dot_05_bar__plus_00_dot_39 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_52_bar__plus_02_dot_05_bar__plus_00_dot_39 loc_bar__minus_3_bar_4_bar_2_bar__minus_30)
        (openable Cabinet_bar__minus_00_dot_52_bar__plus_02_dot_05_bar__plus_00_dot_39)
        (receptacleType Cabinet_bar__minus_01_dot_48_bar__plus_02_dot_05_bar__plus_00_dot_39 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_01_dot_48_bar__plus_02_dot_05_bar__plus_00_dot_39 loc_bar__minus_5_bar_4_bar_2_bar__minus_30)
        (openable Cabinet_bar__minus_01_dot_48_bar__plus_02_dot_05_bar__plus_00_dot_39)
        (receptacleType Cabinet_bar__minus_01_dot_51_bar__plus_02_dot_05_bar__plus_00_dot_39 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_01_dot_51_bar__plus_02_dot_05_bar__plus_00_dot_39 loc_bar__minus_7_bar_4_bar_2_bar_30)
        (openable Cabinet_bar__minus_01_dot_51_bar__plus_02_dot_05_bar__plus_00_dot_39)
        (receptacleType Cabinet_bar__minus_02_dot_47_bar__plus_02_dot_05_bar__plus_00_dot_39 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_02_dot_47_bar__plus_02_dot_05_bar__plus_00_dot_39 loc_bar__minus_8_bar_4_bar_2_bar_30)
        (openable Cabinet_bar__minus_02_dot_47_bar__plus_02_dot_05_bar__plus_00_dot_39)
        (receptacleType CounterTop_bar__minus_01_dot_37_bar__plus_00_dot_95_bar__plus_00_dot_35 CounterTopType)
        (receptacleAtLocation CounterTop_bar__minus_01_dot_37_bar__plus_00_dot_95_bar__plus_00_dot_35 loc_bar__minus_8_bar_5_bar_2_bar_30)
        (receptacleType CounterTop_bar__minus_02_dot_78_bar__plus_00_dot_97_bar__plus_03_dot_49 CounterTopType)
        (receptacleAtLocation CounterTop_bar__minus_02_dot_78_bar__plus_00_dot_97_bar__plus_03_dot_49 loc_bar__minus_8_bar_14_bar_3_bar_30)
        (receptacleType DiningTable_bar__minus_00_dot_47_bar__plus_00_dot_01_bar__plus_03_dot_00 DiningTableType)
        (receptacleAtLocation DiningTable_bar__minus_00_dot_47_bar__plus_00_dot_01_bar__plus_03_dot_00 loc_bar__minus_5_bar_11_bar_1_bar_30)
        (receptacleType DiningTable_bar__minus_02_dot_76_bar__plus_00_dot_01_bar__plus_02_dot_36 DiningTableType)
        (receptacleAtLocation DiningTable_bar__minus_02_dot_76_bar__plus_00_dot_01_bar__plus_02_dot_36 loc_bar__minus_8_bar_10_bar_3_bar_30)
        (receptacleType Drawer_bar__minus_00_dot_33_bar__plus_00_dot_70_bar__plus_00_dot_41 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_33_bar__plus_00_dot_70_bar__plus_00_dot_41 loc_bar__minus_3_bar_6_bar_2_bar_30)
        (openable Drawer_bar__minus_00_dot_33_bar__plus_00_dot_70_bar__plus_00_dot_41)
        (receptacleType Drawer_bar__minus_01_dot_82_bar__plus_00_dot_70_bar__plus_00_dot_41 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_01_dot_82_bar__plus_00_dot_70_bar__plus_00_dot_41 loc_bar__minus_4_bar_5_bar_3_bar_30)
        (openable Drawer_bar__minus_01_dot_82_bar__plus_00_dot_70_bar__plus_00_dot_41)
        (receptacleType Drawer_bar__minus_02_dot_32_bar__plus_00_dot_70_bar__plus_00_dot_41 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_02_dot_32_bar__plus_00_dot_70_bar__plus_00_dot_41 loc_bar__minus_6_bar_5_bar_3_bar_30)
        (openable Drawer_bar__minus_02_dot_32_bar__plus_00_dot_70_bar__plus_00_dot_41)
        (receptacleType Fridge_bar__minus_02_dot_80_bar__plus_00_dot_00_bar__plus_04_dot_43 FridgeType)
        (receptacleAtLocation Fridge_bar__minus_02_dot_80_bar__plus_00_dot_00_bar__plus_04_dot_43 loc_bar__minus_7_bar_17_bar_3_bar_30)
        (openable Fridge_bar__minus_02_dot_80_bar__plus_00_dot_00_bar__plus_04_dot_43)
        (receptacleType Microwave_bar__minus_00_dot_36_bar__plus_00_dot_91_bar__plus_00_dot_22 MicrowaveType)
        (receptacleAtLocation Microwave_bar__minus_00_dot_36_bar__plus_00_dot_91_bar__plus_00_dot_22 loc_bar__minus_3_bar_5_bar_2_bar_30)
        (openable Microwave_bar__minus_00_dot_36_bar__plus_00_dot_91_bar__plus_00_dot_22)
        (canContain CabinetType BowlType)
        (canContain CabinetType DishSpongeType)
        (canContain CabinetType PlateType)
        (canContain CounterTopType BowlType)
        (canContain CounterTopType BreadType)
        (canContain CounterTopType ButterKnifeType)
        (canContain CounterTopType DishSpongeType)
        (canContain CounterTopType KnifeType)
        (canContain CounterTopType PlateType)
        (canContain CounterTopType PotatoType)
        (canContain DiningTableType BowlType)
        (canContain DiningTableType BreadType)
        (canContain DiningTableType ButterKnifeType)
        (canContain DiningTableType DishSpongeType)
        (canContain DiningTableType KnifeType)
        (canContain DiningTableType PlateType)
        (canContain DiningTableType PotatoType)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType DishSpongeType)
        (canContain DrawerType KnifeType)
        (canContain FridgeType BowlType)
        (canContain FridgeType BreadType)
        (canContain FridgeType PlateType)
        (canContain FridgeType PotatoType)
        (canContain MicrowaveType BowlType)
        (canContain MicrowaveType BreadType)
        (canContain MicrowaveType PlateType)
        (canContain MicrowaveType PotatoType)
        (canContain SinkBasinType BowlType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType DishSpongeType)
        (canContain SinkBasinType KnifeType)
        (canContain SinkBasinType PlateType)
        (canContain SinkBasinType PotatoType)
        (objectType Potato_bar__minus_01_dot_19_bar__plus_01_dot_13_bar__plus_00_dot_37 PotatoType)
        (inReceptacle Potato_bar__minus_01_dot_19_bar__plus_01_dot_13_bar__plus_00_dot_37 Microwave_bar__minus_00_dot_36_bar__plus_00_dot_91_bar__plus_00_dot_22)
        (objectAtLocation Potato_bar__minus_01_dot_19_bar__plus_01_dot_13_bar__plus_00_dot_37 loc_bar__minus_3_bar_5_bar_2_bar_30)
        (pickupable Potato_bar__minus_01_dot_19_bar__plus_01_dot_13_bar__plus_00_dot_37)
        (cleanable Potato_bar__minus_01_dot_19_bar__plus_01_dot_13_bar__plus_00_dot_37)
        (heatable Potato_bar__minus_01_dot_19_bar__plus_01_dot_13_bar__plus_00_dot_37)
        (coolable Potato_bar__minus_01_dot_19_bar__plus_01_dot_13_bar__plus_00_dot_37)
        (sliceable Potato_bar__minus_01_dot_19_bar__plus_01_dot_13_bar__plus_00_dot_37)
        (objectType Potato_bar__minus_02_dot_62_bar__plus_00_dot_41_bar__plus_02_dot_69 PotatoType)
        (inReceptacle Potato_bar__minus_02_dot_62_bar__plus_00_dot_41_bar__plus_02_dot_69 CounterTop_bar__minus_02_dot_78_bar__plus_00_dot_97_bar__plus_03_dot_49)
        (objectAtLocation Potato_bar__minus_02_dot_62_bar__plus_00_dot_41_bar__plus_02_dot_69 loc_bar__minus_8_bar_14_bar_3_bar_30)
        (pickupable Potato_bar__minus_02_dot_62_bar__plus_00_dot_41_bar__plus_02_dot_69)
        (cleanable Potato_bar__minus_02_dot_62_bar__plus_00_dot_41_bar__plus_02_dot_69)
        (heatable Potato_bar__minus_02_dot_62_bar__plus_00_dot_41_bar__plus_02_dot_69)
        (coolable Potato_bar__minus_02_dot_62_bar__plus_00_dot_41_bar__plus_02_dot_69)
        (sliceable Potato_bar__minus_02_dot_62_bar__plus_00_dot_41_bar__plus_02_dot_69)
        (objectType Potato_bar__minus_02_dot_97_bar__plus_00_dot_07_bar__plus_01_dot_67 PotatoType)
        (inReceptacle Potato_bar__minus_02_dot_97_bar__plus_00_dot_07_bar__plus_01_dot_67 DiningTable_bar__minus_00_dot_47_bar__plus_00_dot_01_bar__plus_03_dot_00)
        (objectAtLocation Potato_bar__minus_02_dot_97_bar__plus_00_dot_07_bar__plus_01_dot_67 loc_bar__minus_5_bar_11_bar_1_bar_30)
        (pickupable Potato_bar__minus_02_dot_97_bar__plus_00_dot_07_bar__plus_01_dot_67)
        (cleanable Potato_bar__minus_02_dot_97_bar__plus_00_dot_07_bar__plus_01_dot_67)
        (heatable Potato_bar__minus_02_dot_97_bar__plus_00_dot_07_bar__plus_01_dot_67)
        (coolable Potato_bar__minus_02_dot_97_bar__plus_00_dot_07_bar__plus_01_dot_67)
        (sliceable Potato_bar__minus_02_dot_97_bar__plus_00_dot_07_bar__plus_01_dot_67)
        (objectType Bowl_bar__minus_02_dot_69_bar__plus_01_dot_49_bar__plus_02_dot_28 BowlType)
        (inReceptacle Bowl_bar__minus_02_dot_69_bar__plus_01_dot_49_bar__plus_02_dot_28 Microwave_bar__minus_00_dot_36_bar__plus_00_dot_91_bar__plus_00_dot_22)
        (objectAtLocation Bowl_bar__minus_02_dot_69_bar__plus_01_dot_49_bar__plus_02_dot_28 loc_bar__minus_3_bar_5_bar_2_bar_30)
        (pickupable Bowl_bar__minus_02_dot_69_bar__plus_01_dot_49_bar__plus_02_dot_28)
        (cleanable Bowl_bar__minus_02_dot_69_bar__plus_01_dot_49_bar__plus_02_dot_28)
        (coolable Bowl_bar__minus_02_dot_69_bar__plus_01_dot_49_bar__plus_02_dot_28)
        (isReceptacleObject Bowl_bar__minus_02_dot_69_bar__plus_01_dot_49_bar__plus_02_dot_28)
        (objectType Bowl_bar__minus_01_dot_90_bar__plus_01_dot_48_bar__plus_01_dot_45 BowlType)
        (inReceptacle Bowl_bar__minus_01_dot_90_bar__plus_01_dot_48_bar__plus_01_dot_45 DiningTable_bar__minus_02_dot_76_bar__plus_00_dot_01_bar__plus_02_dot_36)
        (objectAtLocation Bowl_bar__minus_01_dot_90_bar__plus_01_dot_48_bar__plus_01_dot_45 loc_bar__minus_8_bar_10_bar_3_bar_30)
        (pickupable Bowl_bar__minus_01_dot_90_bar__plus_01_dot_48_bar__plus_01_dot_45)
        (cleanable Bowl_bar__minus_01_dot_90_bar__plus_01_dot_48_bar__plus_01_dot_45)
        (coolable Bowl_bar__minus_01_dot_90_bar__plus_01_dot_48_bar__plus_01_dot_45)
        (isReceptacleObject Bowl_bar__minus_01_dot_90_bar__plus_01_dot_48_bar__plus_01_dot_45)
        (objectType Bread_bar__plus_00_dot_62_bar__plus_00_dot_92_bar__plus_02_dot_47 BreadType)
        (inReceptacle Bread_bar__plus_00_dot_62_bar__plus_00_dot_92_bar__plus_02_dot_47 CounterTop_bar__minus_02_dot_78_bar__plus_00_dot_97_bar__plus_03_dot_49)
        (objectAtLocation Bread_bar__plus_00_dot_62_bar__plus_00_dot_92_bar__plus_02_dot_47 loc_bar__minus_8_bar_14_bar_3_bar_30)
        (pickupable Bread_bar__plus_00_dot_62_bar__plus_00_dot_92_bar__plus_02_dot_47)
        (heatable Bread_bar__plus_00_dot_62_bar__plus_00_dot_92_bar__plus_02_dot_47)
        (coolable Bread_bar__plus_00_dot_62_bar__plus_00_dot_92_bar__plus_02_dot_47)
        (sliceable Bread_bar__plus_00_dot_62_bar__plus_00_dot_92_bar__plus_02_dot_47)
        (objectType Bread_bar__plus_01_dot_61_bar__plus_00_dot_59_bar__minus_02_dot_78 BreadType)
        (inReceptacle Bread_bar__plus_01_dot_61_bar__plus_00_dot_59_bar__minus_02_dot_78 CounterTop_bar__minus_02_dot_78_bar__plus_00_dot_97_bar__plus_03_dot_49)
        (objectAtLocation Bread_bar__plus_01_dot_61_bar__plus_00_dot_59_bar__minus_02_dot_78 loc_bar__minus_8_bar_14_bar_3_bar_30)
        (pickupable Bread_bar__plus_01_dot_61_bar__plus_00_dot_59_bar__minus_02_dot_78)
        (heatable Bread_bar__plus_01_dot_61_bar__plus_00_dot_59_bar__minus_02_dot_78)
        (coolable Bread_bar__plus_01_dot_61_bar__plus_00_dot_59_bar__minus_02_dot_78)
        (sliceable Bread_bar__plus_01_dot_61_bar__plus_00_dot_59_bar__minus_02_dot_78)
        (objectType DishSponge_bar__minus_01_dot_74_bar__plus_00_dot_29_bar__minus_02_dot_61 DishSpongeType)
        (inReceptacle DishSponge_bar__minus_01_dot_74_bar__plus_00_dot_29_bar__minus_02_dot_61 DiningTable_bar__minus_00_dot_47_bar__plus_00_dot_01_bar__plus_03_dot_00)
        (objectAtLocation DishSponge_bar__minus_01_dot_74_bar__plus_00_dot_29_bar__minus_02_dot_61 loc_bar__minus_5_bar_11_bar_1_bar_30)
        (pickupable DishSponge_bar__minus_01_dot_74_bar__plus_00_dot_29_bar__minus_02_dot_61)
        (cleanable DishSponge_bar__minus_01_dot_74_bar__plus_00_dot_29_bar__minus_02_dot_61)
        (objectType Plate_bar__plus_01_dot_19_bar__plus_00_dot_59_bar__minus_02_dot_80 PlateType)
        (inReceptacle Plate_bar__plus_01_dot_19_bar__plus_00_dot_59_bar__minus_02_dot_80 CounterTop_bar__minus_02_dot_78_bar__plus_00_dot_97_bar__plus_03_dot_49)
        (objectAtLocation Plate_bar__plus_01_dot_19_bar__plus_00_dot_59_bar__minus_02_dot_80 loc_bar__minus_8_bar_14_bar_3_bar_30)
        (pickupable Plate_bar__plus_01_dot_19_bar__plus_00_dot_59_bar__minus_02_dot_80)
        (cleanable Plate_bar__plus_01_dot_19_bar__plus_00_dot_59_bar__minus_02_dot_80)
        (heatable Plate_bar__plus_01_dot_19_bar__plus_00_dot_59_bar__minus_02_dot_80)
        (coolable Plate_bar__plus_01_dot_19_bar__plus_00_dot_59_bar__minus_02_dot_80)
        (isReceptacleObject Plate_bar__plus_01_dot_19_bar__plus_00_dot_59_bar__minus_02_dot_80)
        )
(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (heatable ?o)
                            (objectType ?o PotatoType)
                            (receptacleType ?r FridgeType)
                            (isHot ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
