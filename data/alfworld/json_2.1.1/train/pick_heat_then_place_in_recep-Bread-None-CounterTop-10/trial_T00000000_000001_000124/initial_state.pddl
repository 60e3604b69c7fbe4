(define (problem plan_trial_T00000000_000001_000124)
(:domain alfred)
(:objects
        agent1 - agent
        CabinetType - rtype
        CounterTopType - rtype
        DrawerType - rtype
        FridgeType - rtype
        GarbageCanType - rtype
        MicrowaveType - rtype
        ShelfType - rtype
        SinkBasinType - rtype
        AppleType - otype
        BowlType - otype
        BreadType - otype
        ButterKnifeType - otype
        CreditCardType - otype
        KnifeType - otype
        MugType - otype
        PlateType - otype
        Bread_bar__plus_01_dot_40_bar__plus_00_dot_12_bar__minus_01_dot_97 - object
        Bread_bar__minus_00_dot_30_bar__plus_01_dot_45_bar__plus_00_dot_25 - object
        Bread_bar__minus_02_dot_05_bar__plus_00_dot_93_bar__plus_01_dot_79 - object
        Apple_bar__plus_00_dot_02_bar__plus_01_dot_44_bar__minus_01_dot_06 - object
        Apple_bar__plus_02_dot_55_bar__plus_01_dot_17_bar__plus_02_dot_71 - object
        Bowl_bar__minus_02_dot_54_bar__plus_00_dot_97_bar__plus_02_dot_40 - object
        Bowl_bar__minus_02_dot_63_bar__plus_00_dot_98_bar__minus_01_dot_34 - object
        CreditCard_bar__plus_00_dot_80_bar__plus_01_dot_36_bar__plus_01_dot_63 - object
        Knife_bar__minus_01_dot_01_bar__plus_01_dot_46_bar__plus_00_dot_36 - object
        Mug_bar__minus_02_dot_42_bar__plus_01_dot_06_bar__plus_02_dot_13 - object
        Mug_bar__minus_01_dot_34_bar__plus_00_dot_27_bar__minus_01_dot_43 - object
        Plate_bar__minus_02_dot_64_bar__plus_00_dot_51_bar__plus_02_dot_01 - object
        Plate_bar__minus_00_dot_75_bar__plus_00_dot_61_bar__plus_02_dot_76 - object
        Cabinet_bar__plus_00_dot_65_bar__plus_00_dot_48_bar__plus_00_dot_24 - receptacle
        Cabinet_bar__plus_00_dot_65_bar__plus_00_dot_48_bar__minus_01_dot_72 - receptacle
        Cabinet_bar__plus_00_dot_95_bar__plus_02_dot_16_bar__minus_02_dot_38 - receptacle
        CounterTop_bar__plus_00_dot_93_bar__plus_00_dot_95_bar__minus_00_dot_21 - receptacle
        CounterTop_bar__plus_00_dot_93_bar__plus_00_dot_95_bar__minus_02_dot_05 - receptacle
        CounterTop_bar__minus_01_dot_24_bar__plus_00_dot_97_bar__minus_00_dot_64 - receptacle
        Drawer_bar__plus_00_dot_64_bar__plus_00_dot_27_bar__minus_00_dot_65 - receptacle
        Fridge_bar__plus_00_dot_97_bar__plus_00_dot_00_bar__plus_01_dot_25 - receptacle
        GarbageCan_bar__minus_00_dot_95_bar__plus_00_dot_00_bar__plus_00_dot_58 - receptacle
        Microwave_bar__plus_01_dot_04_bar__plus_01_dot_68_bar__minus_01_dot_30 - receptacle
        Shelf_bar__minus_01_dot_69_bar__plus_00_dot_54_bar__plus_02_dot_72 - receptacle
        Sink_bar__minus_00_dot_70_bar__plus_00_dot_93_bar__minus_00_dot_65_bar_SinkBasin - receptacle
        loc_bar_0_bar_4_bar_3_bar_30 - location
        loc_bar_0_bar_5_bar_1_bar_0 - location
        loc_bar_0_bar__minus_3_bar_3_bar_30 - location
        loc_bar_0_bar__minus_6_bar_0_bar_30 - location
        loc_bar_0_bar__minus_8_bar_1_bar_30 - location
        loc_bar_1_bar__minus_1_bar_1_bar_30 - location
        loc_bar_1_bar__minus_5_bar_1_bar_0 - location
        loc_bar_1_bar__minus_8_bar_1_bar_30 - location
        loc_bar_1_bar__minus_8_bar_1_bar__minus_30 - location
        loc_bar__minus_1_bar_3_bar_1_bar_30 - location
        loc_bar__minus_2_bar__minus_4_bar_0_bar_30 - location
        loc_bar__minus_3_bar__minus_8_bar_0_bar_30 - location
        loc_bar__minus_9_bar_6_bar_0_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar__minus_2_bar__minus_4_bar_0_bar_30)
        (receptacleType Cabinet_bar__plus_00_dot_65_bar__plus_00_dot_48_bar__plus_00_dot_24 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_00_dot_65_bar__plus_00_dot_48_bar__plus_00_dot_24 loc_bar__minus_1_bar_3_bar_1_bar_30)
        (openable Cabinet_bar__plus_00_dot_65_bar__plus_00_dot_48_bar__plus_00_dot_24)
        (receptacleType Cabinet_bar__plus_00_dot_65_bar__plus_00_dot_48_bar__minus_01_dot_72 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_00_dot_65_bar__plus_00_dot_48_bar__minus_01_dot_72 loc_bar_0_bar__minus_8_bar_1_bar_30)
        (openable Cabinet_bar__plus_00_dot_65_bar__plus_00_dot_48_bar__minus_01_dot_72)
        (receptacleType Cabinet_bar__plus_00_dot_95_bar__plus_02_dot_16_bar__minus_02_dot_38 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_00_dot_95_bar__plus_02_dot_16_bar__minus_02_dot_38 loc_bar_1_bar__minus_8_bar_1_bar__minus_30)
        (openable Cabinet_bar__plus_00_dot_95_bar__plus_02_dot_16_bar__minus_02_dot_38)
        (receptacleType CounterTop_bar__plus_00_dot_93_bar__plus_00_dot_95_bar__minus_00_dot_21 CounterTopType)
        (receptacleAtLocation CounterTop_bar__plus_00_dot_93_bar__plus_00_dot_95_bar__minus_00_dot_21 loc_bar_1_bar__minus_1_bar_1_bar_30)
        (receptacleType CounterTop_bar__plus_00_dot_93_bar__plus_00_dot_95_bar__minus_02_dot_05 CounterTopType)
        (receptacleAtLocation CounterTop_bar__plus_00_dot_93_bar__plus_00_dot_95_bar__minus_02_dot_05 loc_bar_1_bar__minus_8_bar_1_bar_30)
        (receptacleType CounterTop_bar__minus_01_dot_24_bar__plus_00_dot_97_bar__minus_00_dot_64 CounterTopType)
        (receptacleAtLocation CounterTop_bar__minus_01_dot_24_bar__plus_00_dot_97_bar__minus_00_dot_64 loc_bar__minus_3_bar__minus_8_bar_0_bar_30)
        (receptacleType Drawer_bar__plus_00_dot_64_bar__plus_00_dot_27_bar__minus_00_dot_65 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_00_dot_64_bar__plus_00_dot_27_bar__minus_00_dot_65 loc_bar_0_bar__minus_6_bar_0_bar_30)
        (openable Drawer_bar__plus_00_dot_64_bar__plus_00_dot_27_bar__minus_00_dot_65)
        (receptacleType Fridge_bar__plus_00_dot_97_bar__plus_00_dot_00_bar__plus_01_dot_25 FridgeType)
        (receptacleAtLocation Fridge_bar__plus_00_dot_97_bar__plus_00_dot_00_bar__plus_01_dot_25 loc_bar_0_bar_5_bar_1_bar_0)
        (openable Fridge_bar__plus_00_dot_97_bar__plus_00_dot_00_bar__plus_01_dot_25)
        (receptacleType GarbageCan_bar__minus_00_dot_95_bar__plus_00_dot_00_bar__plus_00_dot_58 GarbageCanType)
        (receptacleAtLocation GarbageCan_bar__minus_00_dot_95_bar__plus_00_dot_00_bar__plus_00_dot_58 loc_bar_0_bar_4_bar_3_bar_30)
        (receptacleType Microwave_bar__plus_01_dot_04_bar__plus_01_dot_68_bar__minus_01_dot_30 MicrowaveType)
        (receptacleAtLocation Microwave_bar__plus_01_dot_04_bar__plus_01_dot_68_bar__minus_01_dot_30 loc_bar_1_bar__minus_5_bar_1_bar_0)
        (openable Microwave_bar__plus_01_dot_04_bar__plus_01_dot_68_bar__minus_01_dot_30)
        (receptacleType Shelf_bar__minus_01_dot_69_bar__plus_00_dot_54_bar__plus_02_dot_72 ShelfType)
        (receptacleAtLocation Shelf_bar__minus_01_dot_69_bar__plus_00_dot_54_bar__plus_02_dot_72 loc_bar__minus_9_bar_6_bar_0_bar_30)
        (receptacleType Sink_bar__minus_00_dot_70_bar__plus_00_dot_93_bar__minus_00_dot_65_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar__minus_00_dot_70_bar__plus_00_dot_93_bar__minus_00_dot_65_bar_SinkBasin loc_bar_0_bar__minus_3_bar_3_bar_30)
        (canContain CabinetType BowlType)
        (canContain CabinetType MugType)
        (canContain CabinetType PlateType)
        (canContain CounterTopType AppleType)
        (canContain CounterTopType BowlType)
        (canContain CounterTopType BreadType)
        (canContain CounterTopType ButterKnifeType)
        (canContain CounterTopType CreditCardType)
        (canContain CounterTopType KnifeType)
        (canContain CounterTopType MugType)
        (canContain CounterTopType PlateType)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType CreditCardType)
        (canContain DrawerType KnifeType)
        (canContain FridgeType AppleType)
        (canContain FridgeType BowlType)
        (canContain FridgeType BreadType)
        (canContain FridgeType MugType)
        (canContain FridgeType PlateType)
        (canContain GarbageCanType AppleType)
        (canContain GarbageCanType BreadType)
        (canContain MicrowaveType AppleType)
        (canContain MicrowaveType BowlType)
        (canContain MicrowaveType BreadType)
        (canContain MicrowaveType MugType)
        (canContain MicrowaveType PlateType)
        (canContain ShelfType BowlType)
        (canContain ShelfType CreditCardType)
        (canContain ShelfType MugType)
        (canContain ShelfType PlateType)
        (canContain SinkBasinType AppleType)
        (canContain SinkBasinType BowlType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType KnifeType)
        (canContain SinkBasinType MugType)
        (canContain SinkBasinType PlateType)
        (objectType Bread_bar__plus_01_dot_40_bar__plus_00_dot_12_bar__minus_01_dot_97 BreadType)
        (inReceptacle Bread_bar__plus_01_dot_40_bar__plus_00_dot_12_bar__minus_01_dot_97 Microwave_bar__plus_01_dot_04_bar__plus_01_dot_68_bar__minus_01_dot_30)
        (objectAtLocation Bread_bar__plus_01_dot_40_bar__plus_00_dot_12_bar__minus_01_dot_97 loc_bar_1_bar__minus_5_bar_1_bar_0)
        (pickupable Bread_bar__plus_01_dot_40_bar__plus_00_dot_12_bar__minus_01_dot_97)
        (heatable Bread_bar__plus_01_dot_40_bar__plus_00_dot_12_bar__minus_01_dot_97)
        (coolable Bread_bar__plus_01_dot_40_bar__plus_00_dot_12_bar__minus_01_dot_97)
        (sliceable Bread_bar__plus_01_dot_40_bar__plus_00_dot_12_bar__minus_01_dot_97)
        (objectType Bread_bar__minus_00_dot_30_bar__plus_01_dot_45_bar__plus_00_dot_25 BreadType)
        (inReceptacle Bread_bar__minus_00_dot_30_bar__plus_01_dot_45_bar__plus_00_dot_25 GarbageCan_bar__minus_00_dot_95_bar__plus_00_dot_00_bar__plus_00_dot_58)
        (objectAtLocation Bread_bar__minus_00_dot_30_bar__plus_01_dot_45_bar__plus_00_dot_25 loc_bar_0_bar_4_bar_3_bar_30)
        (pickupable Bread_bar__minus_00_dot_30_bar__plus_01_dot_45_bar__plus_00_dot_25)
        (heatable Bread_bar__minus_00_dot_30_bar__plus_01_dot_45_bar__plus_00_dot_25)
        (coolable Bread_bar__minus_00_dot_30_bar__plus_01_dot_45_bar__plus_00_dot_25)
        (sliceable Bread_bar__minus_00_dot_30_bar__plus_01_dot_45_bar__plus_00_dot_25)
        (objectType Bread_bar__minus_02_dot_05_bar__plus_00_dot_93_bar__plus_01_dot_79 BreadType)
        (inReceptacle Bread_bar__minus_02_dot_05_bar__plus_00_dot_93_bar__plus_01_dot_79 Microwave_bar__plus_01_dot_04_bar__plus_01_dot_68_bar__minus_01_dot_30)
        (objectAtLocation Bread_bar__minus_02_dot_05_bar__plus_00_dot_93_bar__plus_01_dot_79 loc_bar_1_bar__minus_5_bar_1_bar_0)
        (pickupable Bread_bar__minus_02_dot_05_bar__plus_00_dot_93_bar__plus_01_dot_79)
        (heatable Bread_bar__minus_02_dot_05_bar__plus_00_dot_93_bar__plus_01_dot_79)
        (coolable Bread_bar__minus_02_dot_05_bar__plus_00_dot_93_bar__plus_01_dot_79)
        (sliceable Bread_bar__minus_02_dot_05_bar__plus_00_dot_93_bar__plus_01_dot_79)
        (objectType Apple_bar__plus_00_dot_02_bar__plus_01_dot_44_bar__minus_01_dot_06 AppleType)
        (inReceptacle Apple_bar__plus_00_dot_02_bar__plus_01_dot_44_bar__minus_01_dot_06 CounterTop_bar__minus_01_dot_24_bar__plus_00_dot_97_bar__minus_00_dot_64)
        (objectAtLocation Apple_bar__plus_00_dot_02_bar__plus_01_dot_44_bar__minus_01_dot_06 loc_bar__minus_3_bar__minus_8_bar_0_bar_30)
        (pickupable Apple_bar__plus_00_dot_02_bar__plus_01_dot_44_bar__minus_01_dot_06)
        (cleanable Apple_bar__plus_00_dot_02_bar__plus_01_dot_44_bar__minus_01_dot_06)
        (heatable Apple_bar__plus_00_dot_02_bar__plus_01_dot_44_bar__minus_01_dot_06)
        (coolable Apple_bar__plus_00_dot_02_bar__plus_01_dot_44_bar__minus_01_dot_06)
        (sliceable Apple_bar__plus_00_dot_02_bar__plus_01_dot_44_bar__minus_01_dot_06)
        (objectType Apple_bar__plus_02_dot_55_bar__plus_01_dot_17_bar__plus_02_dot_71 AppleType)
        (inReceptacle Apple_bar__plus_02_dot_55_bar__plus_01_dot_17_bar__plus_02_dot_71 Microwave_bar__plus_01_dot_04_bar__plus_01_dot_68_bar__minus_01_dot_30)
        (objectAtLocation Apple_bar__plus_02_dot_55_bar__plus_01_dot_17_bar__plus_02_dot_71 loc_bar_1_bar__minus_5_bar_1_bar_0)
        (pickupable Apple_bar__plus_02_dot_55_bar__plus_01_dot_17_bar__plus_02_dot_71)
        (cleanable Apple_bar__plus_02_dot_55_bar__plus_01_dot_17_bar__plus_02_dot_71)
        (heatable Apple_bar__plus_02_dot_55_bar__plus_01_dot_17_bar__plus_02_dot_71)
        (coolable Apple_bar__plus_02_dot_55_bar__plus_01_dot_17_bar__plus_02_dot_71)
        (sliceable Apple_bar__plus_02_dot_55_bar__plus_01_dot_17_bar__plus_02_dot_71)
        (objectType Bowl_bar__minus_02_dot_54_bar__plus_00_dot_97_bar__plus_02_dot_40 BowlType)
        (inReceptacle Bowl_bar__minus_02_dot_54_bar__plus_00_dot_97_bar__plus_02_dot_40 Cabinet_bar__plus_00_dot_65_bar__plus_00_dot_48_bar__minus_01_dot_72)
        (objectAtLocation Bowl_bar__minus_02_dot_54_bar__plus_00_dot_97_bar__plus_02_dot_40 loc_bar_0_bar__minus_8_bar_1_bar_30)
        (pickupable Bowl_bar__minus_02_dot_54_bar__plus_00_dot_97_bar__plus_02_dot_40)
        (cleanable Bowl_bar__minus_02_dot_54_bar__plus_00_dot_97_bar__plus_02_dot_40)
        (coolable Bowl_bar__minus_02_dot_54_bar__plus_00_dot_97_bar__plus_02_dot_40)
        (isReceptacleObject Bowl_bar__minus_02_dot_54_bar__plus_00_dot_97_bar__plus_02_dot_40)
        (objectType Bowl_bar__minus_02_dot_63_bar__plus_00_dot_98_bar__minus_01_dot_34 BowlType)
        (inReceptacle Bowl_bar__minus_02_dot_63_bar__plus_00_dot_98_bar__minus_01_dot_34 Cabinet_bar__plus_00_dot_95_bar__plus_02_dot_16_bar__minus_02_dot_38)
        (objectAtLocation Bowl_bar__minus_02_dot_63_bar__plus_00_dot_98_bar__minus_01_dot_34 loc_bar_1_bar__minus_8_bar_1_bar__minus_30)
        (pickupable Bowl_bar__minus_02_dot_63_bar__plus_00_dot_98_bar__minus_01_dot_34)
        (cleanable Bowl_bar__minus_02_dot_63_bar__plus_00_dot_98_bar__minus_01_dot_34)
        (coolable Bowl_bar__minus_02_dot_63_bar__plus_00_dot_98_bar__minus_01_dot_34)
        (isReceptacleObject Bowl_bar__minus_02_dot_63_bar__plus_00_dot_98_bar__minus_01_dot_34)
        (objectType CreditCard_bar__plus_00_dot_80_bar__plus_01_dot_36_bar__plus_01_dot_63 CreditCardType)
        (inReceptacle CreditCard_bar__plus_00_dot_80_bar__plus_01_dot_36_bar__plus_01_dot_63 Shelf_bar__minus_01_dot_69_bar__plus_00_dot_54_bar__plus_02_dot_72)
        (objectAtLocation CreditCard_bar__plus_00_dot_80_bar__plus_01_dot_36_bar__plus_01_dot_63 loc_bar__minus_9_bar_6_bar_0_bar_30)
        (pickupable CreditCard_bar__plus_00_dot_80_bar__plus_01_dot_36_bar__plus_01_dot_63)
        (objectType Knife_bar__minus_01_dot_01_bar__plus_01_dot_46_bar__plus_00_dot_36 KnifeType)
        (inReceptacle Knife_bar__minus_01_dot_01_bar__plus_01_dot_46_bar__plus_00_dot_36 Drawer_bar__plus_00_dot_64_bar__plus_00_dot_27_bar__minus_00_dot_65)
        (objectAtLocation Knife_bar__minus_01_dot_01_bar__plus_01_dot_46_bar__plus_00_dot_36 loc_bar_0_bar__minus_6_bar_0_bar_30)
        (pickupable Knife_bar__minus_01_dot_01_bar__plus_01_dot_46_bar__plus_00_dot_36)
        (cleanable Knife_bar__minus_01_dot_01_bar__plus_01_dot_46_bar__plus_00_dot_36)
        (objectType Mug_bar__minus_02_dot_42_bar__plus_01_dot_06_bar__plus_02_dot_13 MugType)
        (inReceptacle Mug_bar__minus_02_dot_42_bar__plus_01_dot_06_bar__plus_02_dot_13 Shelf_bar__minus_01_dot_69_bar__plus_00_dot_54_bar__plus_02_dot_72)
        (objectAtLocation Mug_bar__minus_02_dot_42_bar__plus_01_dot_06_bar__plus_02_dot_13 loc_bar__minus_9_bar_6_bar_0_bar_30)
        (pickupable Mug_bar__minus_02_dot_42_bar__plus_01_dot_06_bar__plus_02_dot_13)
        (cleanable Mug_bar__minus_02_dot_42_bar__plus_01_dot_06_bar__plus_02_dot_13)
        (heatable Mug_bar__minus_02_dot_42_bar__plus_01_dot_06_bar__plus_02_dot_13)
        (coolable Mug_bar__minus_02_dot_42_bar__plus_01_dot_06_bar__plus_02_dot_13)
        (isReceptacleObject Mug_bar__minus_02_dot_42_bar__plus_01_dot_06_bar__plus_02_dot_13)
        (objectType Mug_bar__minus_01_dot_34_bar__plus_00_dot_27_bar__minus_01_dot_43 MugType)
        (inReceptacle Mug_bar__minus_01_dot_34_bar__plus_00_dot_27_bar__minus_01_dot_43 Microwave_bar__plus_01_dot_04_bar__plus_01_dot_68_bar__minus_01_dot_30)
        (objectAtLocation Mug_bar__minus_01_dot_34_bar__plus_00_dot_27_bar__minus_01_dot_43 loc_bar_1_bar__minus_5_bar_1_bar_0)
        (pickupable Mug_bar__minus_01_dot_34_bar__plus_00_dot_27_bar__minus_01_dot_43)
        (cleanable Mug_bar__minus_01_dot_34_bar__plus_00_dot_27_bar__minus_01_dot_43)
        (heatable Mug_bar__minus_01_dot_34_bar__plus_00_dot_27_bar__minus_01_dot_43)
        (coolable Mug_bar__minus_01_dot_34_bar__plus_00_dot_27_bar__minus_01_dot_43)
        (isReceptacleObject Mug_bar__minus_01_dot_34_bar__plus_00_dot_27_bar__minus_01_dot_43)
        (objectType Plate_bar__minus_02_dot_64_bar__plus_00_dot_51_bar__plus_02_dot_01 PlateType)
        (inReceptacle Plate_bar__minus_02_dot_64_bar__plus_00_dot_51_bar__plus_02_dot_01 CounterTop_bar__plus_00_dot_93_bar__plus_00_dot_95_bar__minus_02_dot_05)
        (objectAtLocation Plate_bar__minus_02_dot_64_bar__plus_00_dot_51_bar__plus_02_dot_01 loc_bar_1_bar__minus_8_bar_1_bar_30)
        (pickupable Plate_bar__minus_02_dot_64_bar__plus_00_dot_51_bar__plus_02_dot_01)
        (cleanable Plate_bar__minus_02_dot_64_bar__plus_00_dot_51_bar__plus_02_dot_01)
        (heatable Plate_bar__minus_02_dot_64_bar__plus_00_dot_51_bar__plus_02_dot_01)
        (coolable Plate_bar__minus_02_dot_64_bar__plus_00_dot_51_bar__plus_02_dot_01)
        (isReceptacleObject Plate_bar__minus_02_dot_64_bar__plus_00_dot_51_bar__plus_02_dot_01)
        (objectType Plate_bar__minus_00_dot_75_bar__plus_00_dot_61_bar__plus_02_dot_76 PlateType)
        (inReceptacle Plate_bar__minus_00_dot_75_bar__plus_00_dot_61_bar__plus_02_dot_76 CounterTop_bar__plus_00_dot_93_bar__plus_00_dot_95_bar__minus_02_dot_05)
        (objectAtLocation Plate_bar__minus_00_dot_75_bar__plus_00_dot_61_bar__plus_02_dot_76 loc_bar_1_bar__minus_8_bar_1_bar_30)
        (pickupable Plate_bar__minus_00_dot_75_bar__plus_00_dot_61_bar__plus_02_dot_76)
        (cleanable Plate_bar__minus_00_dot_75_bar__plus_00_dot_61_bar__plus_02_dot_76)
        (heatable Plate_bar__minus_00_dot_75_bar__plus_00_dot_61_bar__plus_02_dot_76)
        (coolable Plate_bar__minus_00_dot_75_bar__plus_00_dot_61_bar__plus_02_dot_76)
        (isReceptacleObject Plate_bar__minus_00_dot_75_bar__plus_00_dot_61_bar__plus_02_dot_76)
        )
(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (heatable ?o)
                            (objectType ?o BreadType)
                            (receptacleType ?r CounterTopType)
                            (isHot ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
